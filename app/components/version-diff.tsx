import { languages } from "~/i18n/locales";

/** One field that differs between a version and what is shown now; `locale` for a text in one language. */
export interface VersionChange {
  key: string;
  label: string;
  locale?: string | null;
  before: string;
  after: string;
  /** For a photo: the thumbnails now and in the version (null: no photo), shown instead of the texts. */
  beforeImage?: string | null;
  afterImage?: string | null;
}

function Shown({ text, image, alt }: { text: string; image: string | null | undefined; alt: string }) {
  if (image === undefined) return <>{text || "(empty)"}</>;
  if (image === null) return <>(no photo)</>;
  return <img className="version-thumb" src={image} alt={alt} width={96} height={64} loading="lazy" />;
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
                <Shown text={c.before} image={c.beforeImage} alt="The photo now" />
              </del>
            </td>
            <td lang={c.locale ?? undefined}>
              <ins>
                <Shown text={c.after} image={c.afterImage} alt={`The photo in version ${number}`} />
              </ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
