import { Link } from "react-router";
import { AccountPage } from "~/components/admin-page";
import { OneButtonForm } from "~/components/one-button-form";
import { now as contextNow } from "~/context";
import { eventRepliesContent } from "~/i18n/content/event-replies";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { cancelReply, replyOfToken } from "~/models/event-replies.server";
import { replyMailer } from "~/routes/+shared/event-reply-mail.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/event-reply";
import { partyWords } from "./event-replies.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/**
 * What the link in a reply's e-mail opens (decision 0080): the reply, and a
 * button that cancels it. Opening the link changes nothing (mail programs
 * and scanners open links on their own); only the button does.
 */
async function linkedReply(request: Request, context: Route.LoaderArgs["context"], token: string) {
  const locale = requestLocale(request);
  const copy = eventRepliesContent[locale];
  const reply = await replyOfToken(context.db, token, locale);
  const started = reply !== null && Date.parse(reply.eventStartsAt) <= contextNow(context).getTime();
  return { locale, copy, reply, started };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, copy, reply, started } = await linkedReply(request, context, params.token);
  return {
    copy,
    title: reply ? fill(copy.linkTitle, { event: reply.eventTitle }) : copy.linkInvalid,
    reply: reply
      ? {
          status: reply.status,
          position: reply.position,
          party: partyWords(copy, reply.guests),
          eventHref: localizePath(`/event/${reply.eventId}`, locale),
        }
      : null,
    started,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(
    matches[0]?.loaderData,
    loaderData ? { title: loaderData.title, description: loaderData.title } : undefined,
    location.pathname,
  );

export async function action({ request, context, params }: Route.ActionArgs) {
  await readForm(request);
  const { reply, started } = await linkedReply(request, context, params.token);
  if (!reply) return new Response(null, { status: 404 });
  if (started || reply.status === "cancelled") return { cancelled: false };
  const result = await cancelReply(
    context.db,
    reply.id,
    await replyMailer(context, reply.eventId),
    contextNow(context),
  );
  if (result.movedUp.length > 0) context.mail?.nudge();
  if (result.cancelled) context.pagesChanged?.();
  return { cancelled: result.cancelled };
}

export default function EventReplyLink({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, reply, started, title } = loaderData;
  if (!reply)
    return (
      <AccountPage title={title}>
        <p>{copy.linkInvalid}</p>
      </AccountPage>
    );
  const done = actionData && "cancelled" in actionData && actionData.cancelled;
  return (
    <AccountPage title={title}>
      {done ? (
        <div role="status" className="form-status sent">
          <p>{copy.cancelled}</p>
        </div>
      ) : reply.status === "cancelled" ? (
        <p>{copy.alreadyCancelled}</p>
      ) : (
        <>
          <p>
            {reply.status === "waiting"
              ? fill(copy.yours.waiting, { position: String(reply.position ?? ""), party: reply.party })
              : fill(copy.yours.coming, { party: reply.party })}
          </p>
          {started ? (
            <p>{copy.linkStarted}</p>
          ) : (
            <OneButtonForm sentence={copy.confirmCancel} label={copy.confirmYes} danger />
          )}
        </>
      )}
      <p>
        <Link to={reply.eventHref}>{copy.backToEvent}</Link>
      </p>
    </AccountPage>
  );
}
