import { type FieldSpec, MessageForm } from "~/components/message-form";
import type { PublicFormReply } from "~/forms/conform";
import type { MessageOutcome } from "~/forms/form-fields";
import { formSecretName, readSignals, spamReason } from "~/forms/form-timing.server";
import { type NewsletterField, newsletterErrorWords, newsletterSchema } from "~/forms/newsletter";
import { parsePublicForm, replyPublicDone, replyPublicRefused } from "~/forms/public-form.server";
import { rateLimited } from "~/forms/rate-limit";
import { newFormStamp } from "~/forms/receive-message.server";
import { newsletterContent } from "~/i18n/content/newsletter";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { newsletterConfirmationEmail } from "~/mail/bulletin-templates";
import { signUpFriend, withinSignUpLimit } from "~/models/bulletin-audience.server";
import { clubNameIn, getClubNames } from "~/models/club-profile.server";
import { appSecret } from "~/models/secrets.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import styles from "~/styles/forms.css?url";
import type { Route } from "./+types/newsletter";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const headers = ownCacheControl;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { content: contentFor(request, newsletterContent), stamp: await newFormStamp(context) };
}

/**
 * A friend of the club asks for the bulletin (issue 26; decision 0081): the
 * address waits, unconfirmed, for its confirmation link (7 days). The answer
 * is the same for an address already on the list, one asked for twice, and
 * a bot's (the form's honeypot and signed time), so it tells nobody who is
 * subscribed. One connection may sign up MESSAGE_LIMIT_PER_HOUR times an
 * hour, as it may send join requests; then 429. Without PUBLIC_URL no link
 * can be sent, and the log says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const content = contentFor(request, newsletterContent);
  const locale = requestLocale(request);
  const form = await readForm(request);
  const submission = parsePublicForm(form, newsletterSchema, newsletterErrorWords(content.errors));
  if (submission.status !== "success")
    return replyPublicRefused<MessageOutcome>("newsletter", submission, "invalid", { status: 400 });
  const { db, engine, clientIp, config } = context;
  if (!(await withinSignUpLimit(db, engine, clientIp, config.MESSAGE_LIMIT_PER_HOUR)))
    return replyPublicRefused<MessageOutcome>("newsletter", submission, "limited", {
      message: content.limited,
      ...rateLimited,
    });
  const spam = spamReason(
    readSignals(form),
    await appSecret(context.db, formSecretName),
    context.config.FORM_MIN_FILL_SECONDS * 1000,
  );
  if (!spam) {
    const base = context.config.PUBLIC_URL;
    const club = await getClubNames(context.db);
    try {
      const { token } = await signUpFriend(context.db, { email: submission.value.email, locale }, (token, email) => {
        if (!base) {
          log.warn("bulletin confirmation not sent: PUBLIC_URL is not set");
          return null;
        }
        const link = new URL(localizePath(`/newsletter/confirm/${token}`, locale), base).toString();
        const mail = newsletterConfirmationEmail({ clubName: clubNameIn(club, locale), link, locale });
        return { audience: "visitor", recipient: email, subject: mail.subject, body: mail.text, eraseAfterSend: true };
      });
      if (token) context.mail?.nudge();
    } catch (error) {
      log.error("bulletin sign-up not saved", { err: error });
      return replyPublicRefused<MessageOutcome>("newsletter", submission, "failed", { status: 500 });
    }
  }
  return replyPublicDone<MessageOutcome>("newsletter", submission, "sent", content.sent);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches[0]?.loaderData, {
    title: loaderData.content.title,
    description: loaderData.content.description,
    pathname: location.pathname,
  });

export default function Newsletter({ loaderData: { content, stamp }, actionData }: Route.ComponentProps) {
  const fields: FieldSpec<NewsletterField>[] = [
    { name: "email", label: content.email, type: "email", autoComplete: "email" },
    { name: "consent", label: content.consent, checkbox: true },
  ];
  return (
    <article className="page narrow form-page">
      <h1>{content.title}</h1>
      <p>{content.intro}</p>
      <p>{content.privacy}</p>
      <MessageForm
        id="newsletter"
        fields={fields}
        reply={actionData as PublicFormReply<MessageOutcome> | undefined}
        stamp={stamp}
        copy={content}
      />
    </article>
  );
}
