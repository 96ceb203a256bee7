import { useCallback, useState } from "react";
import { localizedField } from "~/forms/locale-fields";
import { mediaSlots } from "~/forms/project";
import { locales } from "~/i18n/locales";
import type { EditableProject, MediaPreview } from "~/models/project-writes.server";
import { TextField } from "./admin-page";
import { type LanguageTextInput, LanguageTexts } from "./language-texts";
import { MediaInput } from "./media-input";

interface ProjectFieldsProps {
  /** Text defaults: what was typed before an error, or the project being edited. */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The medium in each slot (media1, media2, media3). */
  media: Record<string, MediaPreview | undefined>;
  /** The edit dialog adds a position and a remove box to each slot. */
  editing?: boolean;
  onBusyChange: (slot: string, busy: boolean) => void;
}

/** A project's texts in each language (titleEn, noteEn, descriptionEn, titleKo…). */
const textInputs: readonly LanguageTextInput[] = [
  { field: "title", label: "title" },
  { field: "note", label: "short note", multiline: true, rows: 2 },
  { field: "description", label: "description", multiline: true, rows: 6 },
];

/** The form's values for a stored project, as the inputs want them. */
export function projectValues(project: EditableProject): Record<string, string> {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  const values: Record<string, string> = {
    code: project.code,
    projectDate: project.projectDate,
    location: text(project.location),
    videoUrl: text(project.videoUrl),
    cost: text(project.cost),
    manHours: text(project.manHours),
  };
  for (const locale of locales) {
    const texts = project.texts[locale];
    values[localizedField("title", locale)] = text(texts.title);
    values[localizedField("note", locale)] = text(texts.shortNote);
    values[localizedField("description", locale)] = text(texts.description);
  }
  if (project.isSignature) values.signature = "on";
  project.media.forEach((m, index) => {
    values[`media${index + 1}`] = String(m.id);
    values[`media${index + 1}_alt`] = m.alt;
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
export function ProjectFields({ values, errors, media, editing = false, onBusyChange }: ProjectFieldsProps) {
  return (
    <>
      <fieldset className="form-group">
        <legend>Project</legend>
        <TextField
          name="code"
          label="Project ID"
          required
          defaultValue={values.code}
          error={errors.code}
          autoComplete="off"
          maxLength={60}
        />
        <p className="hint">Letters, digits, - and _ only. It becomes the project's address: /project/ID.</p>
        <TextField
          name="projectDate"
          label="Project date"
          type="date"
          required
          defaultValue={values.projectDate}
          error={errors.projectDate}
        />
        <TextField name="location" label="Location" defaultValue={values.location} error={errors.location} />
        <TextField
          name="videoUrl"
          label="Video URL (YouTube)"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          defaultValue={values.videoUrl}
          error={errors.videoUrl}
        />
        <TextField name="cost" label="Cost (₹)" inputMode="numeric" defaultValue={values.cost} error={errors.cost} />
        <TextField
          name="manHours"
          label="Man hours"
          inputMode="numeric"
          defaultValue={values.manHours}
          error={errors.manHours}
        />
        <div className="field checkbox-field">
          <label>
            <input type="checkbox" name="signature" defaultChecked={values.signature === "on"} /> Signature project
          </label>
        </div>
      </fieldset>

      {locales.map((locale) => (
        <LanguageTexts key={locale} locale={locale} inputs={textInputs} values={values} errors={errors} />
      ))}

      <fieldset className="form-group">
        <legend>Images and video (up to 3)</legend>
        <p className="hint">
          JPEG, PNG, WebP, AVIF or GIF images, or MP4 videos, up to 10 MB each. The first image is the card picture;
          videos are never used as the card picture.
        </p>
        {mediaSlots.map((slot, index) => (
          <MediaSlot
            key={slot}
            slot={slot}
            index={index}
            current={media[slot]}
            alt={values[`${slot}_alt`] ?? media[slot]?.alt ?? ""}
            error={errors[slot]}
            editing={editing}
            order={values[`${slot}_order`] ?? String(index + 1)}
            removed={values[`${slot}_remove`] === "on"}
            onBusyChange={onBusyChange}
          />
        ))}
      </fieldset>
    </>
  );
}

interface MediaSlotProps {
  slot: string;
  index: number;
  current: MediaPreview | undefined;
  alt: string;
  error: string | undefined;
  editing: boolean;
  order: string;
  removed: boolean;
  onBusyChange: (slot: string, busy: boolean) => void;
}

function MediaSlot({ slot, index, current, alt, error, editing, order, removed, onBusyChange }: MediaSlotProps) {
  const label = `Image or video ${index + 1}`;
  const busy = useCallback((value: boolean) => onBusyChange(slot, value), [onBusyChange, slot]);
  return (
    <div className="media-slot">
      <MediaInput
        name={slot}
        label={editing && current ? `${label} (choose a file to replace it)` : label}
        allowVideo
        initial={current ? { id: current.id, preview: current.preview } : null}
        initialAlt={alt}
        error={error}
        onBusyChange={busy}
      />
      {editing ? (
        <div className="media-slot-controls">
          <div className="field">
            <label htmlFor={`${slot}-order`}>Position of {label.toLowerCase()}</label>
            <select id={`${slot}-order`} name={`${slot}_order`} defaultValue={order}>
              {[1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          {current ? (
            <div className="field checkbox-field">
              <label>
                <input type="checkbox" name={`${slot}_remove`} defaultChecked={removed} /> Remove {label.toLowerCase()}
              </label>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
