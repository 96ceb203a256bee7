import type { FieldMetadata } from "@conform-to/react";
import { useCallback, useState } from "react";
import type { FormValues } from "~/forms/edit-base";
import { localizedField } from "~/forms/locale-fields";
import { type MediaSlot, mediaSlots, type ProjectFormValues, type projectSchema } from "~/forms/project";
import { type EditingCopy, useEditingCopy } from "~/i18n/content/admin/editing";
import { type Locale, locales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { MediaPreview } from "~/media/previews.server";
import { altField } from "~/media/texts";
import { projectTextFields, projectTextNames } from "~/models/project-texts";
import type { EditableProject } from "~/models/project-writes.server";
import { type LanguageTextInput, OfficialLanguageTexts } from "./language-texts";
import { MediaInput } from "./media-input";
import { CheckboxField, FormField, SelectField, useAutoFocusName, type useOfficialForm } from "./official-form";

type ProjectForm = ReturnType<typeof useOfficialForm<typeof projectSchema>>;

interface ProjectFieldsProps {
  /** The project form's Conform fields: what was typed, or the project being edited, and each field's messages. */
  fields: ProjectForm["fields"];
  /** Every message of the last reply by field name, for the file pickers (media1_file…), which the schema does not read. */
  errors: Record<string, string[] | undefined>;
  /** The medium in each slot (media1, media2, media3). */
  media: Record<string, MediaPreview | undefined>;
  /** The edit dialog adds a position and a remove box to each slot. */
  editing?: boolean;
  onBusyChange: (slot: string, busy: boolean) => void;
}

/** A project's texts in each language (titleEn, shortNoteEn, locationEn, descriptionEn, titleKo…), as the model declares them. */
function textInputs(words: EditingCopy["project"]["texts"]): readonly LanguageTextInput[] {
  return projectTextNames.map((name) => {
    const { rows } = projectTextFields[name];
    const label = words[name];
    return rows > 0 ? { field: name, label, multiline: true, rows } : { field: name, label };
  });
}

const positions = [1, 2, 3].map((n) => [String(n), String(n)] as const);

/** The edit dialog's values for a stored project, as the inputs want them. */
export function projectValues(project: EditableProject): ProjectFormValues {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  const values: Record<string, string> = {
    code: project.code,
    projectDate: project.projectDate,
    videoUrl: text(project.videoUrl),
    cost: text(project.cost),
    manHours: text(project.manHours),
  };
  for (const locale of locales) {
    const texts = project.texts[locale];
    for (const name of projectTextNames) values[localizedField(name, locale)] = text(texts[name]);
  }
  if (project.isSignature) values.signature = "on";
  if (project.isDraft) values.draft = "on";
  mediaSlots.forEach((slot, index) => {
    values[`${slot}_order`] = String(index + 1);
    const medium = project.media[index];
    if (medium) for (const locale of locales) values[altField(slot, locale)] = medium.alts[locale];
  });
  return values;
}

/** A stored project as the edit dialog sends it back: its values and each slot's medium (decision 0052). */
export function projectBase(project: EditableProject): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(projectValues(project))) values[name] = value ?? "";
  mediaSlots.forEach((slot, index) => {
    values[slot] = project.media[index] ? String(project.media[index].id) : "";
  });
  return values;
}

/** The media of a stored project by slot. */
export function projectMediaBySlot(project: EditableProject): Record<string, MediaPreview> {
  return Object.fromEntries(project.media.map((m, index) => [`media${index + 1}`, m]));
}

/** Tracks the uploads of several media inputs; busy while any is under way. */
export function useUploadsBusy() {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const onBusyChange = useCallback((slot: string, value: boolean) => setBusy((b) => ({ ...b, [slot]: value })), []);
  return { uploading: Object.values(busy).some(Boolean), onBusyChange };
}

/**
 * Every field of a project: the facts, one group of texts per language and up to
 * three images or MP4 videos. Used by the new-project form and the edit dialog.
 */
export function ProjectFields({ fields, errors, media, editing = false, onBusyChange }: ProjectFieldsProps) {
  const textField = (name: string) => fields[name as keyof typeof fields] as FieldMetadata<unknown>;
  const words = useEditingCopy().project;
  const inputs = textInputs(words.texts);
  return (
    <>
      <fieldset className="form-group">
        <legend>{words.legend}</legend>
        <FormField
          field={fields.code}
          label={words.code}
          required
          autoComplete="off"
          maxLength={60}
          hint={words.codeHint}
        />
        <FormField field={fields.projectDate} label={words.date} type="date" required />
        <FormField
          field={fields.videoUrl}
          label={words.videoUrl}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
        />
        <FormField field={fields.cost} label={words.cost} inputMode="numeric" />
        <FormField field={fields.manHours} label={words.manHours} inputMode="numeric" />
        <CheckboxField field={fields.signature} label={words.signature} />
      </fieldset>

      {locales.map((locale) => (
        <OfficialLanguageTexts key={locale} locale={locale} inputs={inputs} field={textField} />
      ))}

      <fieldset className="form-group">
        <legend>{words.mediaLegend}</legend>
        <p className="hint">{words.mediaHint}</p>
        {mediaSlots.map((slot, index) => (
          <MediaSlotFields
            key={slot}
            slot={slot}
            index={index}
            current={media[slot]}
            chosenId={fields[slot as keyof typeof fields]?.initialValue}
            alts={Object.fromEntries(
              locales.map((locale) => {
                // What was typed (a refused form sends it back), else the medium's stored description.
                const typed = fields[altField(slot, locale) as keyof typeof fields]?.initialValue;
                return [locale, String(typed ?? media[slot]?.alts[locale] ?? "")];
              }),
            )}
            error={errors[`${slot}_file`]?.[0]}
            order={editing ? fields[`${slot}_order`] : null}
            remove={editing ? fields[`${slot}_remove`] : null}
            onBusyChange={onBusyChange}
            words={words}
          />
        ))}
      </fieldset>
    </>
  );
}

interface MediaSlotFieldsProps {
  slot: MediaSlot;
  index: number;
  current: MediaPreview | undefined;
  /** The medium the form was filled in with again after the session ended (see MediaInput). */
  chosenId: unknown;
  /** The slot's description in each language, as the inputs start. */
  alts: Partial<Record<Locale, string>>;
  error: string | undefined;
  /** The position and remove box of the edit dialog. */
  order: FieldMetadata<unknown> | null;
  remove: FieldMetadata<unknown> | null;
  onBusyChange: (slot: string, busy: boolean) => void;
  words: EditingCopy["project"];
}

function MediaSlotFields({
  slot,
  index,
  current,
  chosenId,
  alts,
  error,
  order,
  remove,
  onBusyChange,
  words,
}: MediaSlotFieldsProps) {
  const n = index + 1;
  const busy = useCallback((value: boolean) => onBusyChange(slot, value), [onBusyChange, slot]);
  const autoFocus = useAutoFocusName(`${slot}_file`);
  return (
    <div className="media-slot">
      <MediaInput
        name={slot}
        label={fill(order && current ? words.slotReplace : words.slot, { n })}
        allowVideo
        initial={current ? { id: current.id, preview: current.preview } : null}
        chosenId={chosenId}
        initialAlts={alts}
        error={error}
        onBusyChange={busy}
        autoFocus={autoFocus}
      />
      {order ? (
        <div className="media-slot-controls">
          <SelectField field={order} label={fill(words.position, { n })} options={positions} />
          {current && remove ? <CheckboxField field={remove} label={fill(words.remove, { n })} /> : null}
        </div>
      ) : null}
    </div>
  );
}
