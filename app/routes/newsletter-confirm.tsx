import { Link } from "react-router";
import { AccountPage } from "~/components/admin-page";
import { OneButtonForm } from "~/components/one-button-form";
import { now as contextNow } from "~/context";
import { newsletterContent } from "~/i18n/content/newsletter";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { confirmationOf, confirmFriend } from "~/models/bulletin-audience.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/newsletter-confirm";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/**
 * The confirmation link of a sign-up (double opt-in; decision 0081). Opening
 * it confirms nothing, since mail programs and scanners open links; its
 * button does.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const content = contentFor(request, newsletterContent);
  const { state, email } = await confirmationOf(context.db, params.token, contextNow(context));
  return { content, state, email, signUp: localizePath("/newsletter", requestLocale(request)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await readForm(request);
  // The address, read before the link is used up, for the thank-you that names it.
  const { email } = await confirmationOf(context.db, params.token, contextNow(context));
  const result = await confirmFriend(context.db, params.token, contextNow(context));
  return { result, email };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content.confirm, location.pathname);

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { content, state, email, signUp } = loaderData;
  const words = content.confirm;
  const result = actionData?.result ?? (state === "open" ? null : state);
  return (
    <AccountPage title={words.title}>
      {result === "confirmed" ? (
        <div role="status" className="form-status sent">
          <p>{fill(words.confirmed, { email: actionData?.email ?? email ?? "" })}</p>
        </div>
      ) : result === "expired" || result === "invalid" ? (
        <>
          <p>{result === "expired" ? words.expired : words.invalid}</p>
          <p>
            <Link to={signUp}>{words.again}</Link>
          </p>
        </>
      ) : (
        <OneButtonForm sentence={fill(words.intro, { email: email ?? "" })} label={words.button} />
      )}
    </AccountPage>
  );
}
