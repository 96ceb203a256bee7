import { PassThrough, Readable } from "node:stream";
import { requireOfficial } from "~/auth/session.server";
import { downloadArchiveName } from "~/backup/archive-format";
import { writeArchive } from "~/backup/export.server";
import { now } from "~/context";
import { log } from "~/log.server";
import { recordBackupDownload } from "~/models/audit.server";
import type { Route } from "./+types/backup-download";

/**
 * The whole site as one archive (npm run export's), streamed as it is
 * written. It holds every official's password hash and the site's secrets,
 * so only administrators may have it. A failure part-way cuts the download
 * short, and a cut archive is refused by npm run restore.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const at = now(context);
  const headers = {
    "Content-Type": "application/gzip",
    "Content-Disposition": `attachment; filename="${downloadArchiveName(at)}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
  // A HEAD would read no body: an export written into it would wait forever, holding its snapshot open.
  if (request.method === "HEAD") return new Response(null, { headers });
  await recordBackupDownload(context.db, official.id);
  const body = new PassThrough();
  writeArchive({ target: context.config.database, store: context.media, now: at }, body).catch((error: unknown) => {
    // The client went away (a cancelled download): not a failure of ours.
    if (body.destroyed) return log.info("backup download cancelled", { official: official.id });
    log.error("backup download failed", { err: error });
    body.destroy(error as Error);
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers });
}
