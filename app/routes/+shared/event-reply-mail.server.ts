import type { AppLoadContext } from "react-router";
import { formatEventWhen } from "~/events/format";
import { eventsContent } from "~/i18n/content/events";
import { localizePath } from "~/i18n/locale";
import { locales } from "~/i18n/locales";
import { log } from "~/log.server";
import { replyEmail } from "~/mail/reply-templates";
import { clubNameIn, getClubProfile } from "~/models/club-profile.server";
import type { ReplyMailer } from "~/models/event-replies.server";
import { getEvent } from "~/models/events.server";

/** The page a reply's cancel link opens, in `locale`. */
export const replyLinkPath = (token: string, locale: Parameters<typeof localizePath>[1]) =>
  localizePath(`/event-reply/${token}`, locale);

/**
 * Words the e-mails about replies to one event, each in the language its
 * person replied in, with the links at PUBLIC_URL. Without PUBLIC_URL no
 * e-mail is sent: a link made from the request's Host header could point
 * anywhere (the page itself shows the cancel link after a reply).
 */
export async function replyMailer(context: AppLoadContext, eventId: number): Promise<ReplyMailer> {
  const base = context.config.PUBLIC_URL;
  if (!base) {
    return () => {
      log.warn("reply e-mail not sent: PUBLIC_URL is not set", { event: eventId });
      return null;
    };
  }
  const profile = await getClubProfile(context.db);
  const words = new Map(
    await Promise.all(
      locales.map(async (locale) => {
        const event = await getEvent(context.db, eventId, locale);
        const copy = eventsContent[locale];
        return [
          locale,
          {
            title: event?.title.value ?? copy.untitled,
            when: event ? formatEventWhen(event, locale, copy.allDay) : "",
          },
        ] as const;
      }),
    ),
  );
  return (mail) => {
    const event = words.get(mail.locale);
    const rendered = replyEmail({
      ...mail,
      clubName: clubNameIn(profile, mail.locale),
      eventTitle: event?.title ?? "",
      when: event?.when ?? "",
      cancelLink: new URL(replyLinkPath(mail.token, mail.locale), base).toString(),
      eventLink: new URL(localizePath(`/event/${eventId}`, mail.locale), base).toString(),
    });
    return { audience: "visitor", recipient: mail.email, subject: rendered.subject, body: rendered.text };
  };
}
