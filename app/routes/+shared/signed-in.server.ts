import type { AppLoadContext } from "react-router";
import { officialMark, takeKept } from "~/auth/kept-submissions.server";
import { getOfficial } from "~/auth/session.server";
import { now } from "~/context";
import { officialsCopy } from "~/i18n/content/officials";
import type { Locale } from "~/i18n/locale";
import { newMessagesCounted, type SignedIn } from "~/i18n/root-data";
import { type KeptForm, keptParam } from "~/lib/kept-form";
import { parseRecordId } from "~/lib/record-id";
import { getMediaPreviews } from "~/media/previews.server";
import { countInboxUpTo } from "~/models/inbox.server";

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
  const kept = token ? takeKept(token, official.id, at) : null;
  return {
    email: official.email,
    role: official.role,
    newMessages: await countInboxUpTo(context.db, { kind: "all", status: "new" }, newMessagesCounted + 1),
    copy: officialsCopy[locale],
    mark: officialMark(official.id, at),
    kept: kept && { ...kept, previews: await keptPreviews(context, kept) },
  };
}

/**
 * The previews of the stored photos a kept post's values may name: any value that reads as a
 * record id (a form has a few; a post of thousands of numbers looks up its first hundred).
 */
async function keptPreviews(context: AppLoadContext, kept: KeptForm): Promise<Record<string, string>> {
  const ids = new Set(kept.values.map(([, value]) => parseRecordId(value)).filter((id): id is number => id !== null));
  const previews = await getMediaPreviews(context.db, [...ids].slice(0, 100));
  return Object.fromEntries([...previews].map(([id, preview]) => [String(id), preview.preview]));
}
