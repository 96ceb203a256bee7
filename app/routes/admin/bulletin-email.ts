import { data } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { now as contextNow } from "~/context";
import { isLocale } from "~/i18n/locales";
import { parseRecordId } from "~/lib/record-id";
import { previewBulletin, sendSetupOf } from "~/models/bulletin-send.server";
import type { Route } from "./+types/bulletin-email";

/**
 * /bulletin-form/:id/email?lang=hi&reader=friend&preview: the HTML part of
 * the e-mail a reader would get, as it would be sent now, for the preview
 * screen's frames (`preview` lets this site frame it).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const id = parseRecordId(params.id);
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang") ?? official.locale;
  const locale = isLocale(lang) ? lang : official.locale;
  const reader = url.searchParams.get("reader") === "friend" ? "friend" : "member";
  // Without PUBLIC_URL the preview's links point at this address instead: it is not sent.
  const setup = sendSetupOf(context.config, context.media) ?? {
    publicUrl: url.origin,
    unsubscribeMailto: null,
    media: context.media,
  };
  const email = id === null ? null : await previewBulletin(context.db, id, locale, reader, setup, contextNow(context));
  if (!email) throw data("There is no such bulletin.", { status: 404 });
  return new Response(email.html, {
    headers: {
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Type": "text/html; charset=utf-8",
    },
  });
}
