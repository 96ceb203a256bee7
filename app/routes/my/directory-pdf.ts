import { requireAccount } from "~/auth/session.server";
import { membersAreaContent } from "~/i18n/content/members-area";
import { formatDayAndMonth } from "~/i18n/format";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import { directory } from "~/models/member-profiles.server";
import type { Route } from "./+types/directory-pdf";
import { directoryPdf } from "./directory-pdf.server";

/** The printable directory (/my/directory.pdf): what the directory page shows the one asking. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const locale = requestLocale(request);
  const entries = await directory(context.db, { memberId: account.memberId, role: account.role });
  const pdf = await directoryPdf(entries, {
    clubName: clubNameIn(await getClubProfile(context.db), locale),
    locale,
    words: contentFor(request, membersAreaContent).directory,
    dayAndMonth: (monthDay) => formatDayAndMonth(monthDay, locale),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="members-directory.pdf"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
