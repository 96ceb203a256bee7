import type { AppLoadContext } from "react-router";
import { officialMark, takeKept } from "~/auth/kept-submissions.server";
import { getOfficial } from "~/auth/session.server";
import { now } from "~/context";
import { type OfficialsCopy, officialsCopy } from "~/i18n/content/officials";
import type { Locale } from "~/i18n/locale";
import { type KeptForm, keptParam } from "~/lib/kept-form";
import { countInbox } from "./inbox.server";

/** What every page adds for a signed-in official: the officials' menu and the Edit links. */
export interface SignedIn {
  email: string;
  /** Sees Club profile, Officials and the activity log; an editor only the content. */
  administrator: boolean;
  newMessages: number;
  copy: OfficialsCopy;
  /** Sent with every officials' form: whose it is, should the session end before it is saved (decision 0055). */
  mark: string;
  /** A form this official sent after their session ended, back for them to check and save (?kept=). */
  kept: KeptForm | null;
}

/**
 * The signed-in official's view of the page frame, or null. Without a session
 * cookie this reads nothing from the database, so anonymous pages cost what
 * they did; the inbox is counted only for a live session.
 */
export async function signedInView(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<SignedIn | null> {
  const official = await getOfficial(request, context);
  if (!official) return null;
  const at = now(context).getTime();
  const token = new URL(request.url).searchParams.get(keptParam);
  return {
    email: official.email,
    administrator: official.role === "administrator",
    newMessages: await countInbox(context.db, { kind: "all", status: "new" }),
    copy: officialsCopy[locale],
    mark: officialMark(official.id, at),
    kept: token ? takeKept(token, official.id, at) : null,
  };
}
