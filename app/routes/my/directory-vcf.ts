import { data } from "react-router";
import { requireAccount } from "~/auth/session.server";
import { requestLocale } from "~/i18n/page.server";
import { parseRecordId } from "~/lib/record-id";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { directory } from "~/models/member-profiles.server";
import type { Route } from "./+types/directory-vcf";
import { contactCard, contactCards } from "./contact-cards.server";

/**
 * One member's contact card (/my/directory/:id/card.vcf) or everyone's
 * (/my/directory.vcf), with only what the directory shows the one asking.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const entries = await directory(context.db, { memberId: account.memberId, role: account.role });
  const clubName = clubNameIn(await getClubProfile(context.db), requestLocale(request));
  let body: string;
  let fileName: string;
  if (params.id === undefined) {
    body = contactCards(entries, clubName);
    fileName = "members.vcf";
  } else {
    const id = parseRecordId(params.id);
    const entry = id === null ? undefined : entries.find((one) => one.id === id);
    if (!entry) throw data("No such member.", { status: 404 });
    body = contactCard(entry, clubName);
    fileName = `member-${entry.id}.vcf`;
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/vcard; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
