import { requireOfficial } from "~/auth/session.server";
import { giftsCopy } from "~/i18n/content/admin/gifts";
import { parseRecordId } from "~/lib/record-id";
import { certificateForDownload } from "~/models/certificates.server";
import type { Route } from "./+types/gifts-certificate-pdf";

/** A donor's uploaded Form 10BE, for treasurers and administrators; each download is in the activity log. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const id = parseRecordId(params.id);
  const file = id === null ? null : await certificateForDownload(context.db, official.id, id);
  if (!file)
    return new Response(giftsCopy[official.locale].downloads.noCertificate, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const name = file.fileName.replace(/[^A-Za-z0-9._-]+/g, "-");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
