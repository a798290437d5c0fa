import { useId } from "react";
import { Progress } from "~/components/ui/progress";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import type { ExamQuestion } from "~/content/sample-exam";
import { examProgress } from "../exam";

/** One step of the exam: where the taker is (a live region kept across steps), the question and its options. */
export function QuizStep(props: {
  index: number;
  total: number;
  question: ExamQuestion;
  value?: string;
  onChange(v: string): void;
}) {
  const { index, total, question, value, onChange } = props;
  const headingId = useId();
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <p aria-live="polite" aria-atomic="true">{`Question ${index + 1} of ${total}`}</p>
          <p>{`${examProgress(index + 1, total)}% Complete`}</p>
        </div>
        <Progress value={examProgress(index + 1, total)} aria-label="Quiz progress" />
      </div>
      <div key={question.id} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {question.question}
        </h2>
        <RadioGroup aria-labelledby={headingId} value={value ?? ""} onValueChange={onChange}>
          {question.options.map((option) => (
            <RadioCard key={option} value={option}>
              {option}
            </RadioCard>
          ))}
        </RadioGroup>
      </div>
    </>
  );
}
