import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { formIdField } from "~/forms/conform";
import { useEditingCopy } from "~/i18n/content/admin/editing";

/**
 * Where a record visitors may see stands: not saved yet, kept as a draft, or
 * published. `keepsPublished`: the record can hold changes back from visitors
 * while the published version stays (projects, decision 0028); without it, a
 * published record can only be published again or hidden.
 */
export interface PublishState {
  stage: "new" | "draft" | "published";
  keepsPublished?: boolean;
}

/**
 * What the draft buttons send: `draft=on` keeps (or makes) the record a draft;
 * `intent=save-draft` holds a published project's changes back (decision 0056).
 */
export const publishIntent = { draft: ["draft", "on"], holdBack: ["intent", "save-draft"] } as const;

function pressed(formData: FormData | undefined, [name, value]: readonly [string, string]) {
  return formData?.get(name) === value;
}

/**
 * The buttons at the end of a form for something visitors see: "Save as
 * draft" and "Save and publish", never a checkbox with another meaning
 * (issue 20.8). "Save as draft" comes first so that Enter in a field never
 * publishes. A published record that keeps its published version shows
 * "Save as draft" as holding the changes back, and offers hiding it apart.
 */
export function PublishButtons({
  formId,
  state,
  disabled,
  uploading,
  what,
  cancel,
}: {
  /** The form's id: another form of the page being sent does not make these buttons busy. */
  formId: string;
  state: PublishState;
  disabled: boolean;
  uploading?: boolean;
  /** What the form is for, named in the explanations. */
  what: "project" | "event";
  cancel?: ReactNode;
}) {
  const navigation = useNavigation();
  const formData =
    navigation.state === "submitting" && navigation.formData?.get(formIdField) === formId
      ? navigation.formData
      : undefined;
  const holdsBack = state.stage === "published" && state.keepsPublished;
  const draftButton = holdsBack ? publishIntent.holdBack : publishIntent.draft;
  const hiding = state.stage === "published" && pressed(formData, publishIntent.draft);
  const savingDraft = pressed(formData, draftButton) && !hiding;
  const publishing = formData !== undefined && !savingDraft && !hiding;
  const words = useEditingCopy().publish;
  const said = words[what];
  const busyLabel = uploading ? words.uploading : words.saving;
  return (
    <div className="publish-buttons">
      <div className="row-actions">
        {cancel}
        {state.stage === "published" && !holdsBack ? null : (
          <button type="submit" name={draftButton[0]} value={draftButton[1]} className="button" disabled={disabled}>
            {savingDraft ? busyLabel : words.saveAsDraft}
          </button>
        )}
        <button type="submit" className="button primary" disabled={disabled}>
          {publishing || uploading ? busyLabel : words.saveAndPublish}
        </button>
      </div>
      <p className="field-hint">
        {state.stage === "published" ? (holdsBack ? said.holdsBack : said.published) : said.draft}
      </p>
      {state.stage === "published" ? (
        <p className="field-hint">
          {said.hideIntro}{" "}
          <button
            type="submit"
            name={publishIntent.draft[0]}
            value={publishIntent.draft[1]}
            className="button small"
            disabled={disabled}
          >
            {hiding ? busyLabel : words.hide}
          </button>
        </p>
      ) : null}
    </div>
  );
}
