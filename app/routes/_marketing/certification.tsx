import { certificationHero } from "~/content/certification";
import { CertificationPage } from "~/features/certification/components/certification-page";
import { pageMeta } from "~/lib/meta";
import { path } from "~/content/paths";

export const meta = () =>
  pageMeta({
    title: certificationHero.title,
    description:
      "Investor education and certification: a fantasy startup-investing simulation, 12 curriculum topics, 50+ micro-quizzes and a 100-question exam.",
    path: path("/certification"),
  });

export default function Page() {
  return <CertificationPage />;
}
