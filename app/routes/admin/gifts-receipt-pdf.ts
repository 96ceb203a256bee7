import { requireOfficial } from "~/auth/session.server";
import { giftsCopy } from "~/i18n/content/admin/gifts";
import { parseRecordId } from "~/lib/record-id";
import { receiptForDownload } from "~/models/gifts.server";
import { printReceipt, receiptFileName } from "~/receipt-pdf.server";
import type { Route } from "./+types/gifts-receipt-pdf";

/** An issued 80G receipt as its PDF (a cancelled one says so across it), for treasurers and administrators. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const id = parseRecordId(params.id);
  const receipt = id === null ? null : await receiptForDownload(context.db, official.id, id);
  if (!receipt)
    return new Response(giftsCopy[official.locale].downloads.noReceipt, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const pdf = await printReceipt(context.db, receipt);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(receipt.receiptNo)}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
