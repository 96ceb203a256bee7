import { Form, Link, redirect } from "react-router";
import { setOwnLanguage, signOutEverywhere } from "~/auth/account.server";
import { requestAccountClosure } from "~/auth/account-closure.server";
import { destroySession, requireAccount } from "~/auth/session.server";
import { IntentButton, LanguageChoice } from "~/components/intent-forms";
import { PageNotice } from "~/components/page-notice";
import { now as contextNow } from "~/context";
import { formatEventDateAndTime } from "~/events/format";
import { membersAreaContent } from "~/i18n/content/members-area";
import { formatDayAndMonth } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { isLocale } from "~/i18n/locales";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { celebrationsWithin } from "~/lib/celebrations";
import { indiaDate } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { isOfficialRole } from "~/lib/role-labels";
import { listMeetings, listUpcomingEvents } from "~/models/events.server";
import { directory } from "~/models/member-profiles.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/home";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/** "This week and next": fourteen days from today, India's date. */
const soonDays = 14;

/** The members' area: anyone signed in, member or official; nobody else (requireAccount). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const { home, nav } = contentFor(request, membersAreaContent);
  const locale = requestLocale(request);
  const now = contextNow(context);
  const until = now.getTime() + soonDays * 86_400_000;
  const [members, meetings, events] = await Promise.all([
    directory(context.db, { memberId: account.memberId, role: account.role }),
    listMeetings(context.db, locale, now, 2),
    listUpcomingEvents(context.db, locale, now, 10),
  ]);
  const dates = [
    ...meetings.flatMap((meeting) =>
      meeting.next.map((date) => ({
        id: meeting.id,
        title: meeting.title.value ?? "",
        startsAt: date.startsAt,
        cancelled: date.status === "cancelled",
      })),
    ),
    ...events.map((event) => ({
      id: event.id,
      title: event.title.value ?? "",
      startsAt: event.startsAt,
      cancelled: event.status === "cancelled",
    })),
  ]
    .filter((date) => Date.parse(date.startsAt) <= until)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, 6);
  return {
    locale,
    celebrations: celebrationsWithin(members, indiaDate(now), soonDays),
    dates,
    content: home,
    nav,
    name: account.name || account.email,
    accountLocale: account.locale,
    email: account.email,
    official: isOfficialRole(account.role),
    confirmClose: new URL(request.url).searchParams.has("close"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = await requireAccount(request, context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "close-account") {
    await requestAccountClosure(context, account);
    return { closeSent: true };
  }
  if (intent === "language") {
    const chosen = String(form.get("language") ?? "");
    if (!isLocale(chosen)) throw new Response("Choose one of the languages offered.", { status: 400 });
    await setOwnLanguage(context, account, chosen);
    throw redirect(localizePath("/my", chosen));
  }
  if (intent !== "sign-out" && intent !== "sign-out-everywhere") throw new Response("Unknown form.", { status: 400 });
  if (intent === "sign-out-everywhere") await signOutEverywhere(context, account);
  throw redirect(localizePath("/my/sign-in", requestLocale(request)), {
    headers: { "Set-Cookie": await destroySession(request, context) },
  });
}

export default function MembersArea({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, nav, name, email, official, celebrations, dates, confirmClose } = loaderData;
  const here = localizePath("/my", locale);
  const when = (startsAt: string) => formatEventDateAndTime(startsAt, locale);
  return (
    <MembersAreaPage title={content.title} nav={nav} locale={locale}>
      <p>{fill(content.hello, { name })}</p>
      <p>{fill(content.signedInAs, { email })}</p>
      <h2>{content.soon}</h2>
      <h3>{content.celebrations}</h3>
      {celebrations.length === 0 ? (
        <p>{content.noCelebrations}</p>
      ) : (
        <ul>
          {celebrations.map((found) => (
            <li key={`${found.memberId}-${found.kind}`}>
              {fill(found.kind === "birthday" ? content.birthdayOf : content.anniversaryOf, { name: found.name })}:{" "}
              {found.inDays === 0 ? content.today : formatDayAndMonth(found.monthDay, locale)}
            </li>
          ))}
        </ul>
      )}
      <h3>{content.comingUp}</h3>
      {dates.length === 0 ? (
        <p>{content.noEvents}</p>
      ) : (
        <ul>
          {dates.map((date) => (
            <li key={`${date.id}-${date.startsAt}`}>
              <Link to={localizePath(`/event/${date.id}`, locale)}>{date.title}</Link>:{" "}
              {date.cancelled ? <s>{when(date.startsAt)}</s> : when(date.startsAt)}
            </li>
          ))}
        </ul>
      )}
      {official ? (
        <p>
          {content.officialsIntro} <Link to="/dashboard">{content.officials}</Link>
        </p>
      ) : null}
      <IntentButton intent="sign-out">{content.signOut}</IntentButton>
      <h2>{content.language}</h2>
      <p>{content.languageIntro}</p>
      <LanguageChoice
        id="my-language"
        label={content.languageField}
        current={loaderData.accountLocale}
        submit={content.languageSave}
      />
      <h2>{content.download}</h2>
      <p>{content.downloadIntro}</p>
      <p>
        <a className="button" href={localizePath("/my/data.json", locale)} download>
          {content.downloadButton}
        </a>
      </p>
      <h2>{content.close}</h2>
      {actionData?.closeSent ? (
        <PageNotice text={content.closeSent} />
      ) : confirmClose ? (
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="close-account" />
          <p role="alert">{content.closeConfirm}</p>
          <p className="row-actions">
            <button type="submit" className="button danger">
              {content.closeYes}
            </button>
            <Link className="button" to={here}>
              {content.closeNo}
            </Link>
          </p>
        </Form>
      ) : (
        <>
          <p>{content.closeIntro}</p>
          <p>
            <Link className="button" to={`${here}?close`}>
              {content.closeAsk}
            </Link>
          </p>
        </>
      )}
      <p>{content.everywhereIntro}</p>
      <IntentButton intent="sign-out-everywhere" danger>
        {content.signOutEverywhere}
      </IntentButton>
    </MembersAreaPage>
  );
}
