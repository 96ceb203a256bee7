import { data, Form, Link, useLocation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { ActionMessage } from "~/components/action-message";
import { AdminPage } from "~/components/admin-page";
import { Pagination } from "~/components/pagination";
import { now as contextNow } from "~/context";
import { attendanceCopy } from "~/i18n/content/admin/attendance";
import { formatLongDate, formatMonthYear } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { addDays, indiaDate } from "~/lib/india-time";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { readForm } from "~/lib/read-form.server";
import {
  checkInToken,
  type GuestCounts,
  markEveryonePresent,
  markRepliesPresent,
  meetingAt,
  meetingsBetween,
  RegisterRefused,
  registerAndReplies,
  setGuestCounts,
  setMarks,
} from "~/models/attendance.server";
import { attendanceLine } from "~/routes/+shared/attendance-line";
import { qrCodeDataUrl } from "~/upi-qr.server";
import type { Route } from "./+types/attendance-register";
import { RegisterList } from "./attendance-register-list";
import { guestCountNames, memberMatches, parseMarkChanges, registerPageSize } from "./attendance-words";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** /attendance/today: the meeting held today, or the latest one before it, or the next one. */
async function todaysMeeting(db: Route.LoaderArgs["context"]["db"], today: string, locale: Locale) {
  const around = await meetingsBetween(db, addDays(today, -62), addDays(today, 62), locale);
  const held = around.filter((meeting) => meeting.heldOn <= today);
  return held.at(-1) ?? around[0] ?? null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const today = indiaDate(contextNow(context));
  // /attendance/today: an address to keep on the phone's home screen.
  const meeting =
    params.meeting === "today"
      ? await todaysMeeting(context.db, today, official.locale)
      : await meetingAt(context.db, params.meeting, official.locale);
  if (!meeting) throw data("No such meeting", { status: 404 });
  const copy = attendanceCopy[official.locale];
  const { register, replied } = await registerAndReplies(context.db, meeting);
  // A register of more members than a page holds is paged, and searched over all its members.
  const page = requestedPage(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const found = register.rows.filter((row) => memberMatches(row, search));
  const pages = pageCount(found.length, registerPageSize);
  assertPageExists(page, pages);
  let checkIn: { url: string; qr: string } | null = null;
  if (meeting.heldOn === today) {
    const path = `/my/check-in/${await checkInToken(context.db, meeting)}`;
    const url = new URL(path, context.config.PUBLIC_URL ?? request.url).toString();
    checkIn = { url, qr: await qrCodeDataUrl(url) };
  }
  return {
    copy,
    locale: official.locale,
    title: fill(copy.register.title, { title: meeting.title, date: formatLongDate(meeting.heldOn, official.locale) }),
    meeting: { key: meeting.key, heldOn: meeting.heldOn },
    future: meeting.heldOn > today,
    taken: register.taken,
    rows: found.slice((page - 1) * registerPageSize, page * registerPageSize),
    paged: register.rows.length > registerPageSize,
    search,
    found: found.length,
    page,
    pages,
    counts: register.counts,
    figures: register.figures,
    checkIn,
    replied: replied.length,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = attendanceCopy[official.locale].register;
  const meeting = await meetingAt(context.db, params.meeting, official.locale);
  if (!meeting) throw data("No such meeting", { status: 404 });
  const today = indiaDate(contextNow(context));
  const form = await readForm(request);
  const intent = form.get("intent");
  try {
    if (intent === "everyone-present") {
      const count = await markEveryonePresent(context.db, official.id, meeting, today);
      return { ok: true, message: count === 0 ? copy.nobodyLeft : fill(copy.everyoneMarked, { count }) };
    }
    if (intent === "replies-present") {
      const count = await markRepliesPresent(context.db, official.id, meeting, today);
      return { ok: true, message: count === 0 ? copy.nobodyLeft : fill(copy.everyoneMarked, { count }) };
    }
    if (intent === "save") {
      const changes = parseMarkChanges(form);
      if (changes === null) return data({ ok: false, message: copy.notAMember }, { status: 400 });
      if (changes.length === 0) return data({ ok: false, message: copy.noChange }, { status: 400 });
      const count = await setMarks(context.db, official.id, meeting, changes, today);
      return { ok: true, message: fill(copy.saved, { count }) };
    }
    if (intent === "guests") {
      const counts = {} as GuestCounts;
      for (const name of guestCountNames) {
        const value = String(form.get(name) ?? "0").trim() || "0";
        if (!/^\d{1,4}$/.test(value)) return data({ ok: false, message: copy.guestsInvalid }, { status: 400 });
        counts[name] = Number(value);
      }
      await setGuestCounts(context.db, official.id, meeting, counts, today);
      return { ok: true, message: copy.guestsSaved };
    }
  } catch (error) {
    if (error instanceof RegisterRefused)
      return data(
        { ok: false, message: error.reason === "future" ? copy.futureRefused : copy.notAMember },
        { status: 409 },
      );
    throw error;
  }
  throw data("Choose what to do: mark everyone present, save the register or save the guests.", { status: 400 });
}

export default function AttendanceRegister({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, title, meeting, future, taken, rows, counts, figures, checkIn, replied } = loaderData;
  const { paged, search, found, page, pages } = loaderData;
  const words = copy.register;
  const { pathname, search: query } = useLocation();
  return (
    <AdminPage title={title}>
      <p>
        <Link to={`/attendance?month=${meeting.heldOn.slice(0, 7)}`}>
          ← {fill(words.back, { month: formatMonthYear(meeting.heldOn, locale) })}
        </Link>
      </p>
      {future ? (
        <p>{words.future}</p>
      ) : (
        <>
          <p role="status" className="register-figures">
            {figures
              ? attendanceLine(copy.presentOf, copy.nobodyExpected, figures, locale)
              : taken
                ? copy.nobodyExpected
                : words.notTakenYet}
            {figures && figures.madeUp > 0 ? ` ${fill(words.madeUp, { count: figures.madeUp })}` : ""}
          </p>
          <ActionMessage answer={actionData} />
          {replied > 0 ? (
            <Form method="post" action={`/attendance/${meeting.key}${query}`} className="everyone-present">
              <input type="hidden" name="intent" value="replies-present" />
              <button type="submit" className="button primary">
                {fill(words.repliesPresent, { count: replied })}
              </button>
              <p className="hint">{words.repliesPresentHint}</p>
            </Form>
          ) : null}
          <Form method="post" action={`/attendance/${meeting.key}${query}`} className="everyone-present">
            <input type="hidden" name="intent" value="everyone-present" />
            <button type="submit" className="button primary">
              {words.everyonePresent}
            </button>
            <p className="hint">{words.everyonePresentHint}</p>
          </Form>
          {paged ? (
            <Form method="get" className="register-find">
              <div className="field">
                <label htmlFor="register-find">{words.findAll}</label>
                <input
                  id="register-find"
                  name="q"
                  type="search"
                  defaultValue={search}
                  maxLength={100}
                  autoComplete="off"
                  aria-describedby="register-find-hint"
                />
                <p id="register-find-hint" className="hint">
                  {words.searchHint}
                </p>
              </div>
              <button type="submit" className="button">
                {words.findButton}
              </button>
              {search ? (
                <p role="status">
                  {fill(words.found, { count: found, search })} <Link to={pathname}>{words.showEveryone}</Link>
                </p>
              ) : null}
            </Form>
          ) : null}
          <RegisterList
            key={query}
            meetingKey={meeting.key}
            rows={rows}
            copy={copy}
            liveSearch={!paged}
            query={query}
          />
          <Pagination
            pathname={search ? `${pathname}?q=${encodeURIComponent(search)}` : pathname}
            page={page}
            pages={pages}
            labels={words.pages}
          />
          <section aria-labelledby="guests-heading" className="register-guests">
            <h2 id="guests-heading">{words.guests}</h2>
            <p className="hint">{words.guestsIntro}</p>
            <Form method="post" action={`/attendance/${meeting.key}${query}`} className="official-form guest-counts">
              <input type="hidden" name="intent" value="guests" />
              {guestCountNames.map((name) => (
                <div className="field" key={name}>
                  <label htmlFor={`guests-${name}`}>{words[name]}</label>
                  <input
                    id={`guests-${name}`}
                    name={name}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={9999}
                    defaultValue={counts[name]}
                  />
                </div>
              ))}
              <button type="submit" className="button">
                {words.saveGuests}
              </button>
            </Form>
          </section>
        </>
      )}
      <section aria-labelledby="check-in-heading" className="register-check-in">
        <h2 id="check-in-heading">{words.checkIn}</h2>
        {checkIn ? (
          <>
            <p>{words.checkInIntro}</p>
            <img src={checkIn.qr} alt={words.checkIn} width={240} height={240} className="check-in-code" />
            <p>
              {words.checkInLink} <a href={checkIn.url}>{words.checkInShare}</a>
            </p>
          </>
        ) : (
          <p>{words.checkInNotToday}</p>
        )}
      </section>
    </AdminPage>
  );
}
