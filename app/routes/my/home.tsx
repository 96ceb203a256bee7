import { Form, Link, redirect } from "react-router";
import { signOutEverywhere } from "~/auth/account.server";
import { destroySession, requireAccount } from "~/auth/session.server";
import { membersAreaContent } from "~/i18n/content/members-area";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { isOfficialRole } from "~/lib/role-labels";
import { pageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/home";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches[0]?.loaderData, {
    title: loaderData?.content.title ?? "",
    description: loaderData?.content.description ?? "",
    pathname: location.pathname,
  }),
  { name: "robots", content: "noindex" },
];

/** The members' area: anyone signed in, member or official; nobody else (requireAccount). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const { home, nav } = contentFor(request, membersAreaContent);
  return {
    locale: requestLocale(request),
    content: home,
    nav,
    name: account.name || account.email,
    email: account.email,
    official: isOfficialRole(account.role),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "sign-out" && intent !== "sign-out-everywhere") throw new Response("Unknown form.", { status: 400 });
  if (intent === "sign-out-everywhere") await signOutEverywhere(context, account);
  throw redirect(localizePath("/my/sign-in", requestLocale(request)), {
    headers: { "Set-Cookie": await destroySession(request, context) },
  });
}

export default function MembersArea({ loaderData }: Route.ComponentProps) {
  const { locale, content, nav, name, email, official } = loaderData;
  return (
    <MembersAreaPage title={content.title} nav={nav} locale={locale}>
      <p>{fill(content.hello, { name })}</p>
      <p>{fill(content.signedInAs, { email })}</p>
      {official ? (
        <p>
          {content.officialsIntro} <Link to="/dashboard">{content.officials}</Link>
        </p>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out" />
        <button type="submit" className="button">
          {content.signOut}
        </button>
      </Form>
      <p>{content.everywhereIntro}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <button type="submit" className="button danger">
          {content.signOutEverywhere}
        </button>
      </Form>
    </MembersAreaPage>
  );
}
