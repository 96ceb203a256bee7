import { Form, Link } from "react-router";
import { requireAccount } from "~/auth/session.server";
import { now as contextNow } from "~/context";
import { membersAreaContent } from "~/i18n/content/members-area";
import { myAttendanceCopy } from "~/i18n/content/my-attendance";
import { formatLongDate } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { indiaDate } from "~/lib/india-time";
import { checkIn, meetingOfToken } from "~/models/attendance.server";
import { memberJoinedOn } from "~/models/members.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/check-in";
import { MembersAreaPage } from "./members-area-page";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(
    matches[0]?.loaderData,
    loaderData ? { title: loaderData.copy.title, description: loaderData.copy.title } : undefined,
    location.pathname,
  );

type Problem = "invalid" | "wrong-day" | "not-linked" | "not-a-member";

/**
 * What the meeting's QR code opens: a signed-in member confirms they are
 * there. The code is good only on the meeting's day, and only the member the
 * account belongs to is marked: nobody can check in someone else.
 */
async function checkInState(request: Request, context: Route.LoaderArgs["context"], token: string) {
  const account = await requireAccount(request, context);
  const locale = requestLocale(request);
  const meeting = await meetingOfToken(context.db, token, locale);
  const today = indiaDate(contextNow(context));
  let problem: Problem | null = null;
  if (!meeting) problem = "invalid";
  else if (meeting.heldOn !== today) problem = "wrong-day";
  else if (account.memberId === null) problem = "not-linked";
  else {
    const joined = await memberJoinedOn(context.db, account.memberId);
    if (joined === null || joined > meeting.heldOn) problem = "not-a-member";
  }
  return { account, locale, meeting, problem };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { account, locale, meeting, problem } = await checkInState(request, context, params.token);
  return {
    locale,
    copy: myAttendanceCopy[locale],
    nav: contentFor(request, membersAreaContent).nav,
    name: account.name || account.email,
    meeting: meeting ? { title: meeting.title, heldOn: meeting.heldOn } : null,
    problem,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { account, meeting, problem } = await checkInState(request, context, params.token);
  if (problem || !meeting || account.memberId === null) return { result: null };
  return { result: await checkIn(context.db, account.memberId, meeting) };
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, copy, nav, name, meeting, problem } = loaderData;
  const words = copy.checkIn;
  const date = meeting ? formatLongDate(meeting.heldOn, locale) : "";
  const title = meeting?.title ?? "";
  const problems: Record<Problem, string> = {
    invalid: words.invalid,
    "wrong-day": fill(words.wrongDay, { date }),
    "not-linked": words.notLinked,
    "not-a-member": words.notAMember,
  };
  const result = actionData?.result;
  return (
    <MembersAreaPage title={words.title} nav={nav} locale={locale}>
      {problem ? (
        <p role="alert">{problems[problem]}</p>
      ) : result ? (
        <p role="status" className="form-result form-success">
          {result === "already" ? words.already : fill(words.done, { title })}
        </p>
      ) : (
        <Form method="post">
          <p>{fill(words.intro, { name })}</p>
          <button type="submit" className="button primary check-in-button">
            {fill(words.confirm, { title, date })}
          </button>
        </Form>
      )}
      <p>
        <Link to={localizePath("/my/attendance", locale)}>{words.toRecord}</Link>
      </p>
    </MembersAreaPage>
  );
}
