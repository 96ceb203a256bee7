import { languages } from "~/i18n/locales";

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

function Shown({ text, photos }: { text: string; photos: VersionPhoto[] | undefined }) {
  if (photos === undefined) return <>{text || "(empty)"}</>;
  if (photos.length === 0) return <>(no photo)</>;
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
  return (
    <table className="version-diff">
      <caption>What restoring this version would change</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Now</th>
          <th scope="col">In version {number}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.key}>
            <th scope="row">
              {c.label}
              {c.locale ? ` (${languages.find((l) => l.code === c.locale)?.englishName ?? c.locale})` : ""}
            </th>
            <td lang={c.locale ?? undefined}>
              <del>
                <Shown text={c.before} photos={c.beforePhotos} />
              </del>
            </td>
            <td lang={c.locale ?? undefined}>
              <ins>
                <Shown text={c.after} photos={c.afterPhotos} />
              </ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
