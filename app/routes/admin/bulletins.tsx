import { data, Form, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { Pagination } from "~/components/pagination";
import { perHourSchema } from "~/forms/bulletin";
import { parseWithSchema } from "~/forms/conform";
import { bulletinsCopy } from "~/i18n/content/admin/bulletins";
import { formatOfficialTimeIn } from "~/i18n/format";
import { isLocale, languages } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { clearUndeliverable } from "~/mail/bulletin-bounces.server";
import {
  addBulletinMembers,
  listBulletinMembers,
  membersToAdd,
  removeBulletinMember,
} from "~/models/bulletin-audience.server";
import {
  bulletinsPerHour,
  countBulletins,
  listBulletins,
  listUndeliverable,
  setBulletinsPerHour,
} from "~/models/bulletins.server";
import type { Route } from "./+types/bulletins";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** Bulletins a page of the officials' list shows: half a year of weekly ones. */
const bulletinsPerPage = 25;

/**
 * /bulletins: every bulletin with its figures, a page at a time, the hourly cap, members
 * without an account to add to the list in bulk, and the addresses skipped
 * as undeliverable.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = bulletinsCopy[official.locale];
  const when = (instant: string | null) => (instant ? formatOfficialTimeIn(instant, official.locale) : null);
  const page = requestedPage(request);
  const [total, bulletins, perHour, undeliverable, toAdd, added] = await Promise.all([
    countBulletins(context.db),
    listBulletins(context.db, { limit: bulletinsPerPage, offset: (page - 1) * bulletinsPerPage }),
    bulletinsPerHour(context.db),
    listUndeliverable(context.db),
    membersToAdd(context.db),
    listBulletinMembers(context.db),
  ]);
  const pages = pageCount(total, bulletinsPerPage);
  assertPageExists(page, pages);
  return {
    copy,
    page,
    pages,
    locale: official.locale,
    toAdd,
    added,
    perHour,
    undeliverable: undeliverable.map((row) => ({ email: row.email, error: row.last_error })),
    bulletins: bulletins.map((b) => ({ ...b, scheduledAt: when(b.scheduledAt), sentAt: when(b.sentAt) })),
    deleted: new URL(request.url).searchParams.get("done") === "deleted",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = bulletinsCopy[official.locale];
  const form = await readForm(request);
  if (form.get("intent") === "add-members") {
    const ids = form.getAll("member").flatMap((value) => {
      const id = parseRecordId(String(value));
      return id === null ? [] : [id];
    });
    const language = String(form.get("locale") ?? "");
    if (ids.length === 0 || !isLocale(language)) return data({ error: copy.addMembersPick }, { status: 400 });
    const count = await addBulletinMembers(context.db, official.id, ids, language);
    return { message: fill(copy.addMembersDone, { count: String(count) }) };
  }
  if (form.get("intent") === "take-off") {
    const id = parseRecordId(String(form.get("member") ?? ""));
    if (id === null || !(await removeBulletinMember(context.db, id)))
      throw data("That member is not on the list.", { status: 404 });
    return { message: copy.takenOff };
  }
  if (form.get("intent") === "clear") {
    const email = String(form.get("email") ?? "");
    if (!(await clearUndeliverable(context.db, email))) throw data("There is no such address.", { status: 404 });
    return { message: fill(copy.cleared, { email }) };
  }
  const submission = parseWithSchema(form, perHourSchema);
  if (submission.status !== "success") return data({ error: copy.perHourInvalid }, { status: 400 });
  await setBulletinsPerHour(context.db, submission.value.perHour);
  return { message: copy.saved };
}

export default function BulletinsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, bulletins, page, pages, perHour, undeliverable, deleted, toAdd, added, locale } = loaderData;
  const message = actionData && "message" in actionData ? actionData.message : deleted ? copy.deleted : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <AdminPage title={copy.title}>
      <p>{copy.intro}</p>
      {message ? (
        <p role="status" className="form-result form-success">
          {message}
        </p>
      ) : null}
      <p>
        <Link className="button" to="/bulletin-form">
          {copy.write}
        </Link>
      </p>
      {bulletins.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="record-list">
          {bulletins.map((b) => (
            <li key={b.id}>
              <p>
                <Link to={`/bulletin-form/${b.id}`}>{b.title || copy.untitled}</Link> ·{" "}
                <strong>{copy.statuses[b.status]}</strong>
                {b.membersOnly ? ` · ${copy.membersOnly}` : null}
              </p>
              {b.status === "scheduled" && b.scheduledAt ? (
                <p className="hint">{fill(copy.scheduledFor, { when: b.scheduledAt })}</p>
              ) : null}
              {b.status === "sent" && b.sentAt ? (
                <p className="hint">
                  {fill(copy.sentAt, { when: b.sentAt })} ·{" "}
                  {fill(copy.figures, {
                    recipients: String(b.figures.recipients),
                    sent: String(b.figures.sent),
                    failed: String(b.figures.failed),
                    waiting: String(b.figures.waiting),
                    unsubscribed: String(b.figures.unsubscribed),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination pathname="/bulletins" page={page} pages={pages} labels={copy.pages} />
      <h2>{copy.settings}</h2>
      <Form method="post" className="form-group">
        <label className="field">
          <span>{copy.perHour}</span>
          <input
            name="perHour"
            inputMode="numeric"
            defaultValue={String(perHour)}
            aria-describedby="per-hour-hint"
            aria-invalid={error ? true : undefined}
          />
        </label>
        <p id="per-hour-hint" className="hint">
          {copy.perHourHint}
        </p>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button">
          {copy.save}
        </button>
      </Form>
      <h2 id="add-members">{copy.addMembersTitle}</h2>
      <p className="hint">{copy.addMembersHint}</p>
      {toAdd.length === 0 ? (
        <p>{copy.addMembersNone}</p>
      ) : (
        <Form method="post" className="form-group" aria-labelledby="add-members">
          <input type="hidden" name="intent" value="add-members" />
          <ul className="record-list">
            {toAdd.map((member) => (
              <li key={member.id}>
                <label className="checkbox">
                  <input type="checkbox" name="member" value={member.id} /> {member.name}{" "}
                  <span className="hint">{member.email}</span>
                </label>
              </li>
            ))}
          </ul>
          <label className="field">
            <span>{copy.addMembersLanguage}</span>
            <select name="locale" defaultValue={locale}>
              {languages.map((language) => (
                <option key={language.code} value={language.code} lang={language.htmlLang}>
                  {language.nativeName}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {copy.addMembersButton}
          </button>
        </Form>
      )}
      {added.length > 0 ? (
        <>
          <h3>{copy.addedMembers}</h3>
          <ul className="record-list">
            {added.map((member) => (
              <li key={member.id}>
                <Form method="post">
                  <span id={`added-${member.id}`}>{member.name}</span> <span className="hint">{member.email}</span>{" "}
                  <input type="hidden" name="intent" value="take-off" />
                  <input type="hidden" name="member" value={member.id} />
                  <button type="submit" className="button secondary" aria-describedby={`added-${member.id}`}>
                    {copy.takeOff}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>{copy.undeliverable}</h2>
      <p className="hint">{copy.undeliverableHint}</p>
      {undeliverable.length === 0 ? (
        <p>{copy.noneUndeliverable}</p>
      ) : (
        <ul className="record-list">
          {undeliverable.map((row) => (
            <li key={row.email}>
              <Form method="post">
                {row.email} <span className="hint">{row.error}</span>{" "}
                <input type="hidden" name="intent" value="clear" />
                <input type="hidden" name="email" value={row.email} />
                <button type="submit" className="button secondary">
                  {copy.clear}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
