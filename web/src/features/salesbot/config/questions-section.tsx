import { ConfigSection } from "./config-section";
import { StringListEditor } from "./string-list-editor";
import { type DraftSectionProps, rowErrors } from "./use-config-draft";

/** Lead Qualification: the questions the assistant asks in turn; blank ones are dropped on save. */
export function QuestionsSection({
  draft,
  update,
  errors,
  questionMax,
  questionsMax,
}: DraftSectionProps & {
  questionMax: number;
  questionsMax: number;
}) {
  return (
    <ConfigSection
      id="lead-qualification"
      title="Lead Qualification"
      description="The assistant asks these one at a time to learn whether a visitor is a good fit."
    >
      <StringListEditor
        items={draft.leadQualificationQuestions}
        onChange={(leadQualificationQuestions) => update({ leadQualificationQuestions })}
        itemLabel="Question"
        addLabel="Add question"
        maxLength={questionMax}
        maxItems={questionsMax}
        errors={rowErrors(errors, "leadQualificationQuestions")}
      />
    </ConfigSection>
  );
}
