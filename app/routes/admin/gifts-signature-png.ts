import { requireOfficial } from "~/auth/session.server";
import { giftsCopy } from "~/i18n/content/admin/gifts";
import { readPrivateFile } from "~/models/private-files.server";
import { getReceivingBody } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts-signature-png";

/** The signature receipts carry now, for the giving settings to show (treasurers and administrators only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const { signatureFileId } = await getReceivingBody(context.db);
  const file = signatureFileId === null ? null : await readPrivateFile(context.db, signatureFileId);
  if (!file)
    return new Response(giftsCopy[official.locale].downloads.noSignature, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
