import type { ImportReport } from "./import-firestore.server";

const kinds = [
  ["project", "projects"],
  ["member", "members"],
  ["pastPresident", "past presidents"],
] as const;

/** What the command prints at the end: the actions of a dry run, counts per kind, every problem, the time. */
export function summaryText(report: ImportReport): string {
  const lines: string[] = [];
  const would = report.dryRun ? "would be " : "";
  lines.push(report.dryRun ? "Dry run: nothing was written." : "Import finished.");
  if (report.actions.length > 0 && report.dryRun) lines.push("", ...report.actions.map((a) => `  ${a}`));
  lines.push("", "Summary:");
  for (const [kind, label] of kinds) {
    const c = report.counts[kind];
    lines.push(
      `  ${`${label}:`.padEnd(17)}${c.created} ${would}created, ${c.updated} ${would}updated, ${c.unchanged} unchanged, ${c.skipped} skipped`,
    );
  }
  const m = report.counts.media;
  lines.push(
    `  ${"media files:".padEnd(17)}${m.created} ${report.dryRun ? "to fetch" : "fetched"}, ${m.unchanged} already imported, ${m.skipped} failed`,
  );
  // The old site took gifts by UPI and bank transfer without recording them (issue 23).
  lines.push(`  ${"gifts:".padEnd(17)}none in the old site's data; gifts, 80G receipts and statements start here`);
  for (const s of report.skippedCollections)
    lines.push(`  not imported:    ${s.collection} (${s.documents} documents): ${s.reason}`);
  lines.push(`  problems:        ${report.problems.length}`);
  if (report.problems.length > 0) {
    lines.push("", "Problems (collection/document: what):");
    for (const p of report.problems) lines.push(`  ${p.collection}/${p.id}: ${p.message}`);
  }
  lines.push("", `Time: ${(report.elapsedMs / 1000).toFixed(1)} s`);
  return `${lines.join("\n")}\n`;
}
