import { educationHero, QAI_ABBREVIATION, QAI_NAME } from "~/content/education";
import { EducationPage } from "~/features/education/components/education-page";
import { pageMeta } from "~/lib/meta";
import { path } from "~/content/paths";

export const meta = () =>
  pageMeta({
    title: educationHero.title,
    description: `The venture-simulation game, a founder's equity book and the ${QAI_NAME} (${QAI_ABBREVIATION}) certification.`,
    path: path("/education"),
  });

export default function Page() {
  return <EducationPage />;
}
