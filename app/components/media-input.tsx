import { useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { languageName, useEditingCopy } from "~/i18n/content/admin/editing";
import { type Locale, languages } from "~/i18n/locales";
import type { RootData } from "~/i18n/root-data";
import { fill } from "~/i18n/types";
import { prepareUpload } from "~/media/prepare-upload";
import { altField, mediaTextFields } from "~/media/texts";
import { uploadErrorText } from "~/media/upload-messages";

export const maxUploadMb = 10;

interface MediaInputProps {
  /** Name of the hidden media-id field; the file field (used without JavaScript) is `${name}_file`. */
  name: string;
  label: string;
  required?: boolean;
  allowVideo?: boolean;
  /** The medium the field holds now: a media id, or a `builtin:` image shipped with the site. */
  initial?: { id: number | string; preview: string } | null;
  /**
   * The medium a form filled in again names (Conform's initial value of `name`): after the
   * session ended, a photo picked before it comes back in place of `initial` (decision 0055).
   */
  chosenId?: unknown;
  /**
   * Whether to ask for the photo's description here, one field per language
   * (`${name}_altEn`, `${name}_altKo`…): a page whose photos have their
   * descriptions among its own texts, or a member's photo, drawn beside the
   * member's name, does not.
   */
  describe?: boolean;
  /** The descriptions the medium has now (editing), or those typed before a refused submission. */
  initialAlts?: Partial<Record<Locale, string>>;
  /** Server-side error for this field, if the last submission had one. */
  error?: string | null;
  /** The file picker takes the focus when the page loads (the first field a post without JavaScript got back refused). */
  autoFocus?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A file picker that uploads as soon as a file is chosen (a large photo
 * downscaled in the browser first), with a progress bar, and leaves only the
 * media id for the form. Without JavaScript the file is posted with the form instead.
 */
export function MediaInput({
  name,
  label,
  required,
  allowVideo,
  initial,
  chosenId,
  initialAlts,
  error,
  autoFocus,
  onBusyChange,
  describe = true,
}: MediaInputProps) {
  const id = useId();
  const copy = useEditingCopy();
  const words = copy.media;
  const keptPreviews = (useRouteLoaderData("root") as RootData | undefined)?.signedIn?.kept?.previews;
  const [media, setMedia] = useState<{ id: number | string; preview: string } | null>(() => {
    const chosen = typeof chosenId === "string" && chosenId !== String(initial?.id ?? "") ? chosenId : null;
    const preview = chosen ? keptPreviews?.[chosen] : undefined;
    return chosen && preview ? { id: chosen, preview } : (initial ?? null);
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(error ?? null);
  // A new error from the server (the form was sent again) replaces what this field showed.
  const [serverError, setServerError] = useState(error);
  if (error !== serverError) {
    setServerError(error);
    setMessage(error ?? null);
  }
  const [alts, setAlts] = useState<Partial<Record<Locale, string>>>(initialAlts ?? {});
  const fileRef = useRef<HTMLInputElement>(null);

  async function upload(chosen: File) {
    setMessage(null);
    setProgress(0);
    onBusyChange?.(true);
    const file = await prepareUpload(chosen);
    if (file.size > maxUploadMb * 1024 * 1024) {
      setMessage(uploadErrorText("too-large", file.name, words.errors));
      setProgress(null);
      onBusyChange?.(false);
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    const body = new FormData();
    body.set("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", allowVideo ? "/media-upload?video=1" : "/media-upload");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    const finish = () => {
      setProgress(null);
      onBusyChange?.(false);
      if (fileRef.current) fileRef.current.value = "";
    };
    request.onload = () => {
      const result = request.response as { ok: boolean; id?: number; preview?: string; code?: string } | null;
      if (request.status === 200 && result?.ok && result.id && result.preview) {
        setMedia({ id: result.id, preview: result.preview });
        setMessage(null);
      } else {
        setMessage(uploadErrorText(result?.code ?? "failed", file.name, words.errors));
      }
      finish();
    };
    request.onerror = () => {
      setMessage(uploadErrorText("failed", file.name, words.errors));
      finish();
    };
    request.send(body);
  }

  const errorId = `${id}-error`;
  // Another photo, or another description, than the form was loaded with: work a link would lose (decision 0055).
  const changed =
    String(media?.id ?? "") !== String(initial?.id ?? "") ||
    (describe && languages.some(({ code }) => (alts[code] ?? "") !== (initialAlts?.[code] ?? "")));
  return (
    <div className="field media-input" data-unsaved={changed ? "" : undefined}>
      <label htmlFor={id}>
        {label}
        {required ? " *" : ""}
      </label>
      {media ? (
        <div className="media-preview">
          {media.preview === "" ? (
            <span>{words.uploaded}</span>
          ) : media.preview.endsWith(".mp4") ? (
            <video src={media.preview} width={160} muted />
          ) : (
            <img src={media.preview} alt="" width={160} height={120} />
          )}
          <input type="hidden" name={name} value={media.id} />
        </div>
      ) : null}
      <input
        ref={fileRef}
        id={id}
        type="file"
        name={`${name}_file`}
        // The form's field is `name` (the media id); a refused form focuses this picker for it.
        data-field={name}
        // biome-ignore lint/a11y/noAutofocus: only when this field is the first one refused, on the page a post without JavaScript lands on
        autoFocus={autoFocus}
        accept={allowVideo ? "image/*,video/mp4" : "image/*"}
        required={required && !media}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
      {describe
        ? // One description per language of the registry, each optional: a language left empty shows the English one.
          languages.map(({ code, htmlLang }) => (
            <div key={code} className="media-description">
              <label htmlFor={`${id}-alt-${code}`}>
                {fill(words.description, { language: languageName(copy, code) })}
              </label>
              <input
                id={`${id}-alt-${code}`}
                name={altField(name, code)}
                lang={htmlLang}
                value={alts[code] ?? ""}
                onChange={(e) => {
                  const value = e.target.value;
                  setAlts((current) => ({ ...current, [code]: value }));
                }}
                maxLength={mediaTextFields.alt.max}
              />
            </div>
          ))
        : null}
      {progress !== null ? (
        <progress max={100} value={progress} aria-label={fill(words.uploadingLabel, { label })}>
          {progress}%
        </progress>
      ) : null}
      <p id={errorId} className="field-error" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
