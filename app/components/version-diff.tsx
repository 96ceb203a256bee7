import { type EditingCopy, languageName, useEditingCopy } from "~/i18n/content/admin/editing";
import { isLocale } from "~/i18n/locales";
import { fill } from "~/i18n/types";

/** A photo as the diff shows it: its thumbnail (null when it was deleted since) and its alt text. */
export interface VersionPhoto {
  src: string | null;
  alt: string;
}

/** One field that differs between a version and what is shown now; `locale` for a text in one language. */
export interface VersionChange {
  key: string;
  label: string;
  locale?: string | null;
  before: string;
  after: string;
  /** For photos: the thumbnails now and in the version, shown instead of the texts. */
  beforePhotos?: VersionPhoto[];
  afterPhotos?: VersionPhoto[];
}

function Shown({
  text,
  photos,
  words,
}: {
  text: string;
  photos: VersionPhoto[] | undefined;
  words: EditingCopy["diff"];
}) {
  if (photos === undefined) return <>{text || words.empty}</>;
  if (photos.length === 0) return <>{words.noPhoto}</>;
  return (
    <span className="version-photos">
      {photos.map((photo, index) => (
        // The caption is the photo's alt text, so the image itself needs none.
        // biome-ignore lint/suspicious/noArrayIndexKey: the same photo may be listed twice, in order
        <span className="version-photo" key={index}>
          {photo.src ? (
            <img className="version-thumb" src={photo.src} alt="" width={96} height={64} loading="lazy" />
          ) : null}
          <span className="version-photo-alt">{photo.alt}</span>
        </span>
      ))}
    </span>
  );
}

/** What restoring version `number` would change, field by field: now, then in that version. */
export function VersionDiff({ changes, number }: { changes: VersionChange[]; number: number }) {
  const copy = useEditingCopy();
  const words = copy.diff;
  return (
    <table className="version-diff">
      <caption>{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.field}</th>
          <th scope="col">{words.now}</th>
          <th scope="col">{fill(words.inVersion, { number })}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.key}>
            <th scope="row">
              {c.label}
              {c.locale ? ` (${isLocale(c.locale) ? languageName(copy, c.locale) : c.locale})` : ""}
            </th>
            <td lang={c.locale ?? undefined}>
              <del>
                <Shown text={c.before} photos={c.beforePhotos} words={words} />
              </del>
            </td>
            <td lang={c.locale ?? undefined}>
              <ins>
                <Shown text={c.after} photos={c.afterPhotos} words={words} />
              </ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
