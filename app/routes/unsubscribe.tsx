import { Link } from "react-router";
import { AccountPage } from "~/components/admin-page";
import { OneButtonForm } from "~/components/one-button-form";
import { now as contextNow } from "~/context";
import { newsletterContent } from "~/i18n/content/newsletter";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { recipientOfToken, unsubscribe } from "~/models/bulletin-audience.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/unsubscribe";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/**
 * A bulletin's unsubscribe link (RFC 8058 and RFC 2369; decision 0081). A
 * GET shows the address and a button, so a link scanner unsubscribes nobody;
 * a POST unsubscribes at once, whether the button's or a mail provider's
 * "List-Unsubscribe=One-Click", with no cookie, and answers 200, again if
 * repeated. It stops bulletins only.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const content = contentFor(request, newsletterContent);
  const recipient = await recipientOfToken(context.db, params.token);
  return { content, email: recipient?.email ?? null, signUp: localizePath("/newsletter", requestLocale(request)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const how = form.get("List-Unsubscribe") === "One-Click" ? "one-click" : "page";
  const result = await unsubscribe(context.db, params.token, how, contextNow(context));
  if (result === null) return new Response(null, { status: 404 });
  return { unsubscribed: true };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content.unsubscribe, location.pathname);

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { content, email, signUp } = loaderData;
  const words = content.unsubscribe;
  if (email === null)
    return (
      <AccountPage title={words.title}>
        <p>{words.invalid}</p>
      </AccountPage>
    );
  return (
    <AccountPage title={words.title}>
      {actionData && "unsubscribed" in actionData ? (
        <>
          <div role="status" className="form-status sent">
            <p>{fill(words.done, { email })}</p>
          </div>
          <p>
            <Link to={signUp}>{words.again}</Link>
          </p>
        </>
      ) : (
        <OneButtonForm sentence={fill(words.intro, { email })} label={words.button} />
      )}
    </AccountPage>
  );
}
