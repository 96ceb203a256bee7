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
import { Sentence } from "~/components/sentence";
import { now as contextNow } from "~/context";
import { isRuleDate, weeklyAt } from "~/events/recurrence.server";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type ConflictField, encodeBase, type FormValues } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import {
  type EventFormValues,
  eventFormMessages,
  eventKinds,
  eventSchema,
  eventStatuses,
  exceptionSchema,
  replyChoices,
  type Weekday,
  weekdayOptions,
  weekdays,
} from "~/forms/event";
import { localizedField } from "~/forms/locale-fields";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { languageName, translatorOf, useEditingCopy } from "~/i18n/content/admin/editing";
import { dayIn, type EventsCopy, eventFieldLabelIn, eventsCopy, timeIn } from "~/i18n/content/admin/events";
import { defaultLocale, type Locale, languageOf, locales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { indiaDate, indiaLocalToInstant, instantToIndiaLocal } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getMediaPreviews, type MediaPreview } from "~/media/previews.server";
import { altFields } from "~/media/texts";
import { replyState } from "~/models/event-replies.server";
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

export const meta: Route.MetaFunction = ({ params, loaderData }) => [
  {
    title: params.id ? (loaderData?.copy.editTitle ?? "Edit event") : (loaderData?.copy.title ?? "Events"),
  },
];

/** The event of /event-form/:id, or null on /event-form; a bad or unknown id is 404. */
async function eventOf(params: { id?: string }, context: Route.LoaderArgs["context"], copy: EventsCopy) {
  if (params.id === undefined) return null;
  const id = parseRecordId(params.id);
  const event = id === null ? null : await getEditableEvent(context.db, id);
  if (!event) throw data(copy.noEvent, { status: 404 });
  return event;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = eventsCopy[official.locale];
  const locale = official.locale;
  const event = await eventOf(params, context, copy);
  const photo =
    event?.photoId != null ? ((await getMediaPreviews(context.db, [event.photoId])).get(event.photoId) ?? null) : null;
  const url = new URL(request.url);
  return {
    event: event ? { ...event, values: eventValues(event), base: eventBase(event) } : null,
    photo,
    rows: event
      ? []
      : (await listEventRows(context.db)).map((row) => ({ ...row, when: instantInWords(row.startsAt, copy, locale) })),
    once: event ? null : onceToken(),
    // ?delete asks first (decision 0046); ?done=deleted says where it went.
    deleting:
      event && url.searchParams.has("delete")
        ? {
            title: event.texts.en.title ?? copy.untitledEvent,
            changedDates: event.recurrence ? event.exceptions.length : 0,
          }
        : null,
    deleted: !event && url.searchParams.get("done") === "deleted",
    replies: event
      ? ((await replyState(context.db, event.id, { member: true, now: contextNow(context) }))?.counts ?? null)
      : null,
    copy,
    locale,
    /** Each changed date's day and new time in words. */
    changed: Object.fromEntries(
      (event?.exceptions ?? []).map((e) => [
        e.occurrenceAt,
        {
          day: dayIn(indiaDate(e.occurrenceAt), locale),
          movedTo: e.status === "moved" && e.startsAt ? instantInWords(e.startsAt, copy, locale) : null,
        },
      ]),
    ),
  };
}

type EventReply = FormReply & { id?: number; photo?: MediaPreview | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = eventsCopy[official.locale];
  const event = await eventOf(params, context, copy);
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/");
  if (!multipart && event) {
    const form = await readForm(request);
    const which = form.get(formIdField);
    if (which === "delete-event") {
      await deleteEvent(context.db, official.id, event.id);
      throw redirect("/event-form?done=deleted");
    }
    if (which === "exception") return changeDate(official.id, event, form, context, official.locale);
  }
  let conflicts: ConflictField[] = [];
  const stored = event ? eventBase(event) : null;
  const { submission, fieldErrors, media, input, firstDate } = await readEventSubmission(
    context,
    request,
    (text) => {
      if (stored) conflicts = findConflicts(text, stored, (name) => eventFieldLabelIn(name, official.locale));
    },
    official.locale,
  );
  if (event && stored && conflicts.length > 0) {
    const reply = replyConflict(
      submission,
      {
        base: encodeBase(stored),
        fields: conflicts,
        by: null,
        at: event.updatedAt,
      },
      official.locale,
    );
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
        ...replyDone(submission, `${input.isDraft ? copy.savedDraft : copy.saved}${weekly}`),
        id: event.id,
      } satisfies EventReply;
    }
    return await once(submission.payload, "event-form", async () => {
      const id = await createEvent(context.db, official.id, input);
      return {
        ...replyDone(submission, `${input.isDraft ? copy.draftNew : copy.published}${weekly}`),
        id,
      } satisfies EventReply;
    });
  } catch (error) {
    log.error("saving an event failed", { err: error });
    return replyFailed(submission, copy.failed);
  }
}

/** Cancels, moves or restores one date of a weekly event. */
async function changeDate(
  officialId: number,
  event: EditableEvent,
  form: FormData,
  context: Route.ActionArgs["context"],
  locale: Locale,
) {
  const copy = eventsCopy[locale];
  const submission = parseWithSchema(form, exceptionSchema, translatorOf(eventFormMessages, copy.messages));
  if (submission.status !== "success") return replyInvalid(submission);
  if (!event.recurrence) return replyInvalid(submission, { message: copy.onlyWeekly });
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
      fill(removed ? copy.backAsRule : copy.nothingToGiveBack, { day: dayIn(f.date, locale) }),
    );
  }
  const time = instantToIndiaLocal(event.startsAt).slice(11);
  const occurrenceAt = indiaLocalToInstant(`${f.date}T${time}`);
  if (!occurrenceAt || !isRuleDate(event, occurrenceAt)) {
    const value = weekdays[weeklyAt(event.startsAt).weekday]?.[0];
    const weekday = value ? copy.weekdays[value] : "";
    return replyInvalid(submission, { fieldErrors: { date: [fill(copy.notRuleDay, { weekday })] } });
  }
  let startsAt: string | null = null;
  let endsAt: string | null = null;
  if (f.action === "move") {
    startsAt = indiaLocalToInstant(`${f.newDate}T${f.newTime}`);
    if (!startsAt) return replyInvalid(submission, { fieldErrors: { newDate: [copy.messages.realDate] } });
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
  return replyDone(submission, f.action === "move" ? copy.moved : copy.cancelledDate);
}

const noteField = (locale: Locale) => localizedField("note", locale) as `note${Capitalize<Locale>}`;

/** "7:00 pm on Tuesday, 1 December 2026": an instant in India time, in words. */
function instantInWords(instant: string, copy: EventsCopy, locale: Locale) {
  const local = instantToIndiaLocal(instant);
  const date = local.slice(0, 10);
  return fill(copy.at, { time: timeIn(local.slice(11, 16), date, locale), day: dayIn(date, locale) });
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
  if (event.countsForAttendance) values.countsForAttendance = "on";
  values.replies = event.replies;
  values.replyCapacity = event.replyCapacity === null ? "" : String(event.replyCapacity);
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

/**
 * An event's texts in each language (titleEn, descriptionEn, statusNoteEn, titleKo…), as the model declares them;
 * their names from the editing catalogue (the description says it is Markdown).
 */
function textInputs(words: Record<EventTextName, string>): readonly LanguageTextInput[] {
  return eventTextNames.map((name) => {
    const { rows } = eventTextFields[name];
    const label = words[name];
    return rows > 0 ? { field: name, label, multiline: true, rows } : { field: name, label };
  });
}

export default function EventForm({ loaderData, actionData }: Route.ComponentProps) {
  const { event, photo, rows, deleting, deleted, once, copy, changed, replies } = loaderData;
  const reply = actionData as EventReply | undefined;
  const translate = translatorOf(eventFormMessages, copy.messages);
  const editing = useEditingCopy();
  const inputs = textInputs(editing.eventTexts);
  const kinds = eventKinds.map(([value]) => [value, copy.kinds[value]] as const);
  const statuses = eventStatuses.map(([value]) => [value, copy.statuses[value]] as const);
  const weekdayChoices = weekdayOptions.map(
    ([value]) => [value, value === "" ? copy.startDay : copy.weekdays[value as Weekday]] as const,
  );
  const {
    form,
    fields,
    reply: eventReply,
  } = useOfficialForm({
    id: "event",
    schema: eventSchema,
    reply,
    defaultValue: event?.values ?? { kind: "club-meeting", status: "scheduled" },
    translate,
  });
  const exception = useOfficialForm({ id: "exception", schema: exceptionSchema, reply, translate });
  const [busy, setBusy] = useState(false);
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);
  const photoAutoFocus = useAutoFocusName("photo_file");
  const textField = (name: string) => fields[name as keyof typeof fields] as FieldMetadata<unknown>;
  const current = reply && !reply.ok && reply.formId === "event" ? (reply.photo ?? null) : photo;
  const savedId = reply?.ok && reply.formId === "event" ? reply.id : null;
  return (
    <AdminPage title={event ? copy.editTitle : copy.title}>
      <PageNotice text={deleted ? copy.deleted : null} />
      {deleted ? (
        <p>
          <Sentence text={copy.restoreFromTrash} parts={{ link: <Link to="/trash">{copy.openTrash}</Link> }} />
        </p>
      ) : null}
      {event && deleting ? (
        <ConfirmDelete
          title={copy.deleteTitle}
          question={
            <Sentence
              text={copy.deleteQuestion}
              parts={{
                title: <strong>{fill(copy.quoted, { title: deleting.title })}</strong>,
                changed:
                  deleting.changedDates === 0
                    ? ""
                    : deleting.changedDates === 1
                      ? copy.andChangedOne
                      : fill(copy.andChangedMany, { count: deleting.changedDates }),
              }}
            />
          }
          closeHref={`/event-form/${event.id}`}
          formId="delete-event"
          confirmLabel={copy.delete}
          busyLabel={copy.deleting}
          consequence={copy.common.goesToTrash}
        />
      ) : null}
      {event ? (
        <p>
          <Link to="/event-form">{copy.allEvents}</Link> · <Link to={`/event/${event.id}`}>{copy.viewPage}</Link>
        </p>
      ) : null}
      {event ? null : (
        <section aria-labelledby="all-events">
          <h2 id="all-events">{copy.allEvents}</h2>
          {rows.length === 0 ? <p>{copy.none}</p> : null}
          <ul className="event-rows">
            {rows.map((row) => (
              <li key={row.id}>
                <Link to={`/event-form/${row.id}`}>{row.title ?? copy.common.untitled}</Link>{" "}
                {fill(row.weekly ? copy.rowWeekly : copy.row, {
                  when: row.when,
                  status: row.status === "scheduled" ? "" : copy.rowStatus[row.status],
                  draft: row.isDraft ? copy.rowDraft : "",
                })}
              </li>
            ))}
          </ul>
          <p>
            <a href="#add-event">{copy.addEvent}</a>
          </p>
        </section>
      )}
      <h2 id="add-event">{event ? copy.event : copy.addEvent}</h2>
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
            <Link to={`/event-form/${savedId}`}>{copy.editSaved}</Link> ·{" "}
            <Link to={`/event/${savedId}`}>{copy.viewIt}</Link>
          </p>
        ) : null}
        <fieldset className="form-group">
          <legend>{copy.whenWhere}</legend>
          <SelectField field={fields.kind} label={copy.kind} options={kinds} required />
          <FormField field={fields.startDate} label={copy.startDate} type="date" required />
          <FormField
            field={fields.startTime}
            label={copy.startTime}
            placeholder={copy.timePlaceholder}
            hint={copy.startHint}
            autoComplete="off"
          />
          <FormField field={fields.endDate} label={copy.endDate} type="date" />
          <FormField field={fields.endTime} label={copy.endTime} placeholder={copy.endPlaceholder} autoComplete="off" />
          <CheckboxField field={fields.allDay} label={copy.allDay} />
          <CheckboxField field={fields.weekly} label={copy.weekly} />
          <SelectField field={fields.weekday} label={copy.weekday} options={weekdayChoices} hint={copy.weekdayHint} />
          <FormField field={fields.repeatUntil} label={copy.repeatUntil} type="date" />
          <FormField field={fields.mapUrl} label={copy.mapUrl} type="url" inputMode="url" />
          <FormField field={fields.onlineUrl} label={copy.onlineUrl} type="url" inputMode="url" />
          <FormField field={fields.projectCode} label={copy.projectCode} />
          <SelectField field={fields.status} label={copy.status} options={statuses} required />
          <CheckboxField field={fields.countsForAttendance} label={copy.countsForAttendance} />
        </fieldset>
        <fieldset className="form-group">
          <legend>{copy.repliesLegend}</legend>
          <SelectField
            field={fields.replies}
            label={copy.replies}
            options={replyChoices.map(([value]) => [value, copy.replyChoices[value]] as const)}
          />
          <FormField
            field={fields.replyCapacity}
            label={copy.replyCapacity}
            hint={copy.replyCapacityHint}
            inputMode="numeric"
            autoComplete="off"
          />
          {event && replies ? (
            <p>
              <Link to={`/event-replies/${event.id}`}>
                {fill(copy.repliesLink, { coming: String(replies.coming), waiting: String(replies.waiting) })}
              </Link>
            </p>
          ) : null}
        </fieldset>
        {locales.map((locale) => (
          <OfficialLanguageTexts key={locale} locale={locale} inputs={inputs} field={textField} />
        ))}
        <fieldset className="form-group">
          <legend>{copy.photoLegend}</legend>
          <MediaInput
            name="photo"
            label={copy.photo}
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
          {current ? <CheckboxField field={fields.photo_remove} label={copy.removePhoto} /> : null}
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
          <h2 id="dates">{copy.changeDate}</h2>
          <p>{copy.changeDateIntro}</p>
          {event.exceptions.length ? (
            <>
              <h3>{copy.changedDates}</h3>
              <ul className="changed-dates">
                {event.exceptions.map((e) => (
                  <ChangedDate key={e.occurrenceAt} exception={e} copy={copy} words={changed[e.occurrenceAt]} />
                ))}
              </ul>
            </>
          ) : null}
          <OfficialForm form={exception.form} reply={exception.reply}>
            <FormField field={exception.fields.date} label={copy.meetingDate} type="date" required />
            <SelectField
              field={exception.fields.action}
              label={copy.whatHappens}
              options={[
                ["cancel", copy.actions.cancel],
                ["move", copy.actions.move],
                ["restore", copy.actions.restore],
              ]}
              required
            />
            <FormField field={exception.fields.newDate} label={copy.newDate} type="date" />
            <FormField
              field={exception.fields.newTime}
              label={copy.newTime}
              placeholder={copy.timePlaceholder}
              autoComplete="off"
            />
            {locales.map((locale) => {
              const { htmlLang } = languageOf(locale);
              return (
                <FormField
                  key={locale}
                  field={exception.fields[noteField(locale)]}
                  label={
                    locale === defaultLocale
                      ? copy.reasonEnglish
                      : fill(copy.reasonIn, { language: languageName(editing, locale) })
                  }
                  lang={locale === defaultLocale ? undefined : htmlLang}
                />
              );
            })}
            <button type="submit" className="button">
              {copy.saveDate}
            </button>
          </OfficialForm>
        </section>
      ) : null}

      {event ? (
        <p className="delete-event">
          <Link to="?delete" className="button danger" preventScrollReset>
            {copy.deleteEvent}
          </Link>
        </p>
      ) : null}
    </AdminPage>
  );
}

/** One changed date in the list, with the button that gives it back to the rule (decision 0048). */
function ChangedDate({
  exception: e,
  copy,
  words,
}: {
  exception: EditableEvent["exceptions"][number];
  copy: EventsCopy;
  /** The day and the new time in words (the loader's). */
  words: { day: string; movedTo: string | null } | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("occurrenceAt") === e.occurrenceAt;
  const date = indiaDate(e.occurrenceAt);
  const day = words?.day ?? date;
  const reasons = [e.note, ...Object.values(e.notes ?? {})].filter(Boolean);
  return (
    <li>
      <strong>{day}</strong>: {words?.movedTo ? fill(copy.movedTo, { when: words.movedTo }) : copy.cancelled}
      {reasons.length ? ` (${reasons.join(" / ")})` : ""}
      <Form method="post" className="inline-form" preventScrollReset>
        <input type="hidden" name={formIdField} value="exception" />
        <input type="hidden" name="action" value="restore" />
        <input type="hidden" name="date" value={date} />
        <input type="hidden" name="occurrenceAt" value={e.occurrenceAt} />
        <button type="submit" className="button" disabled={busy} aria-label={fill(copy.giveBackLabel, { day })}>
          {busy ? copy.givingBack : copy.giveBack}
        </button>
      </Form>
    </li>
  );
}
