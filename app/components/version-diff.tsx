import { languages } from "~/i18n/locales";

/** One field that differs between a version and what is shown now; `locale` for a text in one language. */
export interface VersionChange {
  key: string;
  label: string;
  locale?: string | null;
  before: string;
  after: string;
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
              <del>{c.before || "(empty)"}</del>
            </td>
            <td lang={c.locale ?? undefined}>
              <ins>{c.after || "(empty)"}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
