import type { FieldMetadata } from "@conform-to/react";
import { useCallback, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { type LanguageTextInput, OfficialLanguageTexts } from "~/components/language-texts";
import { MediaInput } from "~/components/media-input";
import {
  CheckboxField,
  FormField,
  OfficialForm,
  SelectField,
  useAutoFocusName,
  useOfficialForm,
} from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { PublishButtons } from "~/components/publish-buttons";
import { dayInWords } from "~/events/format";
import { isRuleDate, weeklyAt } from "~/events/recurrence.server";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type ConflictField, encodeBase, type FormValues } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import {
  type EventFormValues,
  eventFieldLabel,
  eventKinds,
  eventSchema,
  eventStatuses,
  exceptionSchema,
  weekdayOptions,
  weekdays,
} from "~/forms/event";
import { localizedField } from "~/forms/locale-fields";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { timeInWords } from "~/forms/time-of-day";
import { defaultLocale, type Locale, languageOf, locales } from "~/i18n/locales";
import { indiaDate, indiaLocalToInstant, instantToIndiaLocal } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getMediaPreviews, type MediaPreview } from "~/media/previews.server";
import { altFields } from "~/media/texts";
import { type EventTextName, eventTextFields, eventTextNames } from "~/models/event-texts";
import {
  createEvent,
  deleteEvent,
  type EditableEvent,
  getEditableEvent,
  listEventRows,
  removeException,
  setException,
  updateEvent,
} from "~/models/events.server";
import { readEventSubmission } from "~/routes/+shared/event-submission.server";
import type { Route } from "./+types/event-form";

export const meta: Route.MetaFunction = ({ params }) => [{ title: params.id ? "Edit event" : "Events" }];

/** The event of /event-form/:id, or null on /event-form; a bad or unknown id is 404. */
async function eventOf(params: { id?: string }, context: Route.LoaderArgs["context"]) {
  if (params.id === undefined) return null;
  const id = parseRecordId(params.id);
  const event = id === null ? null : await getEditableEvent(context.db, id);
  if (!event) throw data("No event has that number.", { status: 404 });
  return event;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const event = await eventOf(params, context);
  const photo =
    event?.photoId != null ? ((await getMediaPreviews(context.db, [event.photoId])).get(event.photoId) ?? null) : null;
  const url = new URL(request.url);
  return {
    event: event ? { ...event, values: eventValues(event), base: eventBase(event) } : null,
    photo,
    rows: event ? [] : await listEventRows(context.db),
    once: event ? null : onceToken(),
    // ?delete asks first (decision 0046); ?done=deleted says where it went.
    deleting:
      event && url.searchParams.has("delete")
        ? {
            title: event.texts.en.title ?? "Untitled event",
            changedDates: event.recurrence ? event.exceptions.length : 0,
          }
        : null,
    deleted: !event && url.searchParams.get("done") === "deleted",
  };
}

type EventReply = FormReply & { id?: number; photo?: MediaPreview | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const event = await eventOf(params, context);
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/");
  if (!multipart && event) {
    const form = await readForm(request);
    const which = form.get(formIdField);
    if (which === "delete-event") {
      await deleteEvent(context.db, official.id, event.id);
      throw redirect("/event-form?done=deleted");
    }
    if (which === "exception") return changeDate(official.id, event, form, context);
  }
  let conflicts: ConflictField[] = [];
  const stored = event ? eventBase(event) : null;
  const { submission, fieldErrors, media, input, firstDate } = await readEventSubmission(context, request, (text) => {
    if (stored) conflicts = findConflicts(text, stored, eventFieldLabel);
  });
  if (event && stored && conflicts.length > 0) {
    const reply = replyConflict(submission, {
      base: encodeBase(stored),
      fields: conflicts,
      by: null,
      at: event.updatedAt,
    });
    return data<EventReply>({ ...reply.data, photo: media }, reply.init ?? undefined);
  }
  if (!input)
    return data<EventReply>({ ...replyInvalid(submission, { fieldErrors }).data, photo: media }, { status: 400 });
  try {
    // "Every Tuesday, first on Tuesday, 1 December 2026": what the weekday choice made of the start date.
    const weekly = firstDate ? ` ${firstDate}` : "";
    if (event) {
      await updateEvent(context.db, official.id, event.id, input);
      return {
        ...replyDone(submission, `${input.isDraft ? "Saved as a draft." : "Event saved."}${weekly}`),
        id: event.id,
      } satisfies EventReply;
    }
    return await once(submission.payload, "event-form", async () => {
      const id = await createEvent(context.db, official.id, input);
      return {
        ...replyDone(
          submission,
          `${input.isDraft ? "Draft saved: only officials can see it until it is published." : "Event published."}${weekly}`,
        ),
        id,
      } satisfies EventReply;
    });
  } catch (error) {
    log.error("saving an event failed", { err: error });
    return replyFailed(submission, "Failed to save the event.");
  }
}

/** Cancels, moves or restores one date of a weekly event. */
async function changeDate(
  officialId: number,
  event: EditableEvent,
  form: FormData,
  context: Route.ActionArgs["context"],
) {
  const submission = parseWithSchema(form, exceptionSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  if (!event.recurrence) return replyInvalid(submission, { message: "Only a weekly event has dates to change." });
  const f = submission.value;
  if (f.action === "restore") {
    // The changed date named by the list's button, or every change of that day: found by the date it
    // was changed from, so a change made before the weekday of the rule changed can be given back too.
    const named = form.get("occurrenceAt");
    const changed = event.exceptions.filter((e) =>
      typeof named === "string" && named !== "" ? e.occurrenceAt === named : indiaDate(e.occurrenceAt) === f.date,
    );
    let removed = 0;
    for (const e of changed) if (await removeException(context.db, officialId, event.id, e.occurrenceAt)) removed++;
    return replyDone(
      submission,
      removed
        ? `The meeting of ${dayInWords(f.date)} is back as the rule says.`
        : `The meeting of ${dayInWords(f.date)} had no change to give back.`,
    );
  }
  const time = instantToIndiaLocal(event.startsAt).slice(11);
  const occurrenceAt = indiaLocalToInstant(`${f.date}T${time}`);
  if (!occurrenceAt || !isRuleDate(event, occurrenceAt)) {
    const day = weekdays[weeklyAt(event.startsAt).weekday]?.[1] ?? "";
    return replyInvalid(submission, {
      fieldErrors: {
        date: [`The meeting is on ${day}s: choose a ${day} from its first date on, within its last date.`],
      },
    });
  }
  let startsAt: string | null = null;
  let endsAt: string | null = null;
  if (f.action === "move") {
    startsAt = indiaLocalToInstant(`${f.newDate}T${f.newTime}`);
    if (!startsAt) return replyInvalid(submission, { fieldErrors: { newDate: ["Enter a real date and time."] } });
    endsAt = new Date(Date.parse(startsAt) + Date.parse(event.endsAt) - Date.parse(event.startsAt)).toISOString();
  }
  await setException(context.db, officialId, event.id, {
    occurrenceAt,
    status: f.action === "move" ? "moved" : "cancelled",
    startsAt,
    endsAt,
    note: f.noteEn,
    notes: Object.fromEntries(locales.map((locale) => [locale, f[noteField(locale)]])),
  });
  return replyDone(submission, f.action === "move" ? "The date is moved." : "The date is cancelled.");
}

const noteField = (locale: Locale) => localizedField("note", locale) as `note${Capitalize<Locale>}`;

/** "19:00 on Tuesday, 1 December 2026": an instant in India time, in words. */
function instantInWords(instant: string) {
  const local = instantToIndiaLocal(instant);
  return `${timeInWords(local.slice(11, 16))} on ${dayInWords(local.slice(0, 10))}`;
}

/** The form's values for a stored event, as the inputs want them. */
function eventValues(event: EditableEvent): EventFormValues {
  const start = instantToIndiaLocal(event.startsAt);
  const endInstant = event.allDay ? new Date(Date.parse(event.endsAt) - 1).toISOString() : event.endsAt;
  const end = instantToIndiaLocal(endInstant);
  const values: Record<string, string> = {
    kind: event.kind,
    startDate: start.slice(0, 10),
    startTime: event.allDay ? "" : start.slice(11, 16),
    endDate: end.slice(0, 10),
    endTime: event.allDay ? "" : end.slice(11, 16),
    repeatUntil: event.repeatUntil ?? "",
    mapUrl: event.mapUrl ?? "",
    onlineUrl: event.onlineUrl ?? "",
    projectCode: event.projectCode ?? "",
    status: event.status,
  };
  if (event.allDay) values.allDay = "on";
  if (event.recurrence) {
    values.weekly = "on";
    values.weekday = weekdays[weeklyAt(event.startsAt).weekday]?.[0] ?? "";
  }
  if (event.isDraft) values.draft = "on";
  for (const locale of locales) {
    const texts = event.texts[locale];
    for (const name of eventTextNames) values[localizedField(name, locale)] = texts[name] ?? "";
  }
  return values;
}

/** A stored event as its form sends it back: its values and its photo (decision 0052). */
function eventBase(event: EditableEvent): FormValues {
  return { ...(eventValues(event) as FormValues), photo: event.photoId === null ? "" : String(event.photoId) };
}

/** What an input says of its text's format, after the label: the description is Markdown. */
const formats: Partial<Record<EventTextName, string>> = { description: "Markdown" };

/** An event's texts in each language (titleEn, descriptionEn, statusNoteEn, titleKo…), as the model declares them. */
const textInputs: readonly LanguageTextInput[] = eventTextNames.map((name) => {
  const { label, rows } = eventTextFields[name];
  const format = formats[name];
  const text = format ? `${label.toLowerCase()} (${format})` : label.toLowerCase();
  return rows > 0 ? { field: name, label: text, multiline: true, rows } : { field: name, label: text };
});

export default function EventForm({ loaderData, actionData }: Route.ComponentProps) {
  const { event, photo, rows, deleting, deleted, once } = loaderData;
  const reply = actionData as EventReply | undefined;
  const {
    form,
    fields,
    reply: eventReply,
  } = useOfficialForm({
    id: "event",
    schema: eventSchema,
    reply,
    defaultValue: event?.values ?? { kind: "club-meeting", status: "scheduled" },
  });
  const exception = useOfficialForm({ id: "exception", schema: exceptionSchema, reply });
  const [busy, setBusy] = useState(false);
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);
  const photoAutoFocus = useAutoFocusName("photo_file");
  const textField = (name: string) => fields[name as keyof typeof fields] as FieldMetadata<unknown>;
  const current = reply && !reply.ok && reply.formId === "event" ? (reply.photo ?? null) : photo;
  const savedId = reply?.ok && reply.formId === "event" ? reply.id : null;
  return (
    <AdminPage title={event ? "Edit event" : "Events"}>
      <PageNotice text={deleted ? "The event is in the trash for 30 days." : null} />
      {deleted ? (
        <p>
          <Link to="/trash">Open the trash</Link> to restore it.
        </p>
      ) : null}
      {event && deleting ? (
        <ConfirmDelete
          title="Delete this event?"
          question={
            <>
              Delete the event <strong>“{deleting.title}”</strong>
              {deleting.changedDates === 0
                ? ""
                : ` and its ${deleting.changedDates === 1 ? "changed date" : `${deleting.changedDates} changed dates`}`}
              ?
            </>
          }
          closeHref={`/event-form/${event.id}`}
          formId="delete-event"
          confirmLabel="Delete"
          busyLabel="Deleting..."
        />
      ) : null}
      {event ? (
        <p>
          <Link to="/event-form">All events</Link> · <Link to={`/event/${event.id}`}>View the event page</Link>
        </p>
      ) : null}
      {event ? null : (
        <section aria-labelledby="all-events">
          <h2 id="all-events">All events</h2>
          {rows.length === 0 ? <p>No events yet.</p> : null}
          <ul className="event-rows">
            {rows.map((row) => (
              <li key={row.id}>
                <Link to={`/event-form/${row.id}`}>{row.title ?? "Untitled"}</Link> {row.weekly ? "(weekly from " : "("}
                {instantInWords(row.startsAt)}
                {row.status !== "scheduled" ? `, ${row.status}` : ""}
                {row.isDraft ? ", draft" : ""})
              </li>
            ))}
          </ul>
          <p>
            <a href="#add-event">Add an event</a>
          </p>
        </section>
      )}
      <h2 id="add-event">{event ? "Event" : "Add an event"}</h2>
      <OfficialForm
        form={form}
        reply={eventReply}
        encType="multipart/form-data"
        className="event-form"
        base={event ? event.base : undefined}
        once={once ?? undefined}
      >
        {savedId && !event ? (
          <p>
            <Link to={`/event-form/${savedId}`}>Edit the event just saved</Link> ·{" "}
            <Link to={`/event/${savedId}`}>View it</Link>
          </p>
        ) : null}
        <fieldset className="form-group">
          <legend>When and where (India time, IST)</legend>
          <SelectField field={fields.kind} label="Kind" options={eventKinds} required />
          <FormField field={fields.startDate} label="Start date" type="date" required />
          <FormField
            field={fields.startTime}
            label="Start time (India time)"
            placeholder="7 pm"
            hint="For example 7 pm, 7:30 pm or 19:30."
            autoComplete="off"
          />
          <FormField field={fields.endDate} label="End date (empty: the start date)" type="date" />
          <FormField field={fields.endTime} label="End time (India time)" placeholder="8:30 pm" autoComplete="off" />
          <CheckboxField field={fields.allDay} label="All day (the times are not used)" />
          <CheckboxField field={fields.weekly} label="Repeats every week (the weekly meeting)" />
          <SelectField
            field={fields.weekday}
            label="Meets every (for a weekly meeting)"
            options={weekdayOptions}
            hint="The first meeting is the first such day on or after the start date."
          />
          <FormField field={fields.repeatUntil} label="Last weekly date (empty: no end)" type="date" />
          <FormField field={fields.mapUrl} label="Map link (https://…)" type="url" inputMode="url" />
          <FormField field={fields.onlineUrl} label="Online meeting link (https://…)" type="url" inputMode="url" />
          <FormField field={fields.projectCode} label="Project ID of a related project (optional)" />
          <SelectField field={fields.status} label="Status" options={eventStatuses} required />
        </fieldset>
        {locales.map((locale) => (
          <OfficialLanguageTexts key={locale} locale={locale} inputs={textInputs} field={textField} />
        ))}
        <fieldset className="form-group">
          <legend>Photo (optional)</legend>
          <MediaInput
            name="photo"
            label="Photo"
            initial={current ? { id: current.id, preview: current.preview } : null}
            chosenId={textField("photo").initialValue}
            initialAlts={Object.fromEntries(
              // What a form filled in again after sign-in brings back, else the photo's stored description.
              altFields("photo").map(({ locale, field }) => [
                locale,
                String(textField(field).initialValue ?? current?.alts[locale] ?? ""),
              ]),
            )}
            error={reply?.formId === "event" && !reply.ok ? reply.result.error?.photo_file?.[0] : undefined}
            onBusyChange={onBusyChange}
            autoFocus={photoAutoFocus}
          />
          {current ? <CheckboxField field={fields.photo_remove} label="Remove the photo" /> : null}
        </fieldset>
        <PublishButtons
          formId="event"
          state={{ stage: event ? (event.isDraft ? "draft" : "published") : "new" }}
          disabled={busy}
          uploading={busy}
          what="event"
        />
      </OfficialForm>

      {event?.recurrence ? (
        <section aria-labelledby="dates">
          <h2 id="dates">Change one date</h2>
          <p>Cancel or move one weekly date; the other dates stay as they are.</p>
          {event.exceptions.length ? (
            <>
              <h3>Changed dates</h3>
              <ul className="changed-dates">
                {event.exceptions.map((e) => (
                  <ChangedDate key={e.occurrenceAt} exception={e} />
                ))}
              </ul>
            </>
          ) : null}
          <OfficialForm form={exception.form} reply={exception.reply}>
            <FormField field={exception.fields.date} label="Date of the weekly meeting" type="date" required />
            <SelectField
              field={exception.fields.action}
              label="What happens on that date"
              options={[
                ["cancel", "Cancelled"],
                ["move", "Moved to another date"],
                ["restore", "As usual (undo a change)"],
              ]}
              required
            />
            <FormField field={exception.fields.newDate} label="New date (when moved)" type="date" />
            <FormField
              field={exception.fields.newTime}
              label="New start time (when moved)"
              placeholder="7 pm"
              autoComplete="off"
            />
            {locales.map((locale) => {
              const { englishName, htmlLang } = languageOf(locale);
              return (
                <FormField
                  key={locale}
                  field={exception.fields[noteField(locale)]}
                  label={
                    locale === defaultLocale
                      ? "Reason in English (shown to visitors)"
                      : `Reason in ${englishName} (optional: empty shows the English one)`
                  }
                  lang={locale === defaultLocale ? undefined : htmlLang}
                />
              );
            })}
            <button type="submit" className="button">
              Save the date
            </button>
          </OfficialForm>
        </section>
      ) : null}

      {event ? (
        <p className="delete-event">
          <Link to="?delete" className="button danger" preventScrollReset>
            Delete this event
          </Link>
        </p>
      ) : null}
    </AdminPage>
  );
}

/** One changed date in the list, with the button that gives it back to the rule (decision 0048). */
function ChangedDate({ exception: e }: { exception: EditableEvent["exceptions"][number] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("occurrenceAt") === e.occurrenceAt;
  const date = indiaDate(e.occurrenceAt);
  const reasons = [e.note, ...Object.values(e.notes ?? {})].filter(Boolean);
  return (
    <li>
      <strong>{dayInWords(date)}</strong>:{" "}
      {e.status === "moved" && e.startsAt ? `moved to ${instantInWords(e.startsAt)}` : "cancelled"}
      {reasons.length ? ` (${reasons.join(" / ")})` : ""}
      <Form method="post" className="inline-form" preventScrollReset>
        <input type="hidden" name={formIdField} value="exception" />
        <input type="hidden" name="action" value="restore" />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="occurrenceAt" value={e.occurrenceAt} />
        <button
          type="submit"
          className="button"
          disabled={busy}
          aria-label={`Give back to the rule: ${dayInWords(date)}`}
        >
          {busy ? "Giving back..." : "Give back to the rule"}
        </button>
      </Form>
    </li>
  );
}
