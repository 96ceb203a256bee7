import type { FieldMetadata } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { OfficialLanguageTexts } from "~/components/language-texts";
import { MediaInput } from "~/components/media-input";
import { CheckboxField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { useUploadsBusy } from "~/components/project-fields";
import { now as contextNow } from "~/context";
import { bulletinCodes, bulletinPhotoSlots, bulletinSchema, stillRightField } from "~/forms/bulletin";
import { type ConflictField, encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { localizedField, localizedFieldLabel } from "~/forms/locale-fields";
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { once, onceToken } from "~/forms/once.server";
import { type BulletinsCopy, bulletinsCopy } from "~/i18n/content/admin/bulletins";
import {
  editingCopy,
  languageName,
  translatorOf as sentenceTranslator,
  useEditingCopy,
} from "~/i18n/content/admin/editing";
import { formatOfficialTimeIn } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { defaultLocale, type Locale, languages, locales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { indiaLocalToInstant, instantToIndiaLocal } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getMediaPreviews, type MediaPreview } from "~/media/previews.server";
import { resolveMediaSlots } from "~/media/resolve.server";
import { uploadErrorTemplates } from "~/media/upload-messages";
import { queueBulletin, sendSetupOf, sendTestBulletin } from "~/models/bulletin-send.server";
import {
  type BulletinWrite,
  createBulletin,
  deleteDraftBulletin,
  type EditableBulletin,
  getEditableBulletin,
  listBulletins,
  scheduleBulletin,
  unscheduleBulletin,
  updateBulletin,
} from "~/models/bulletins.server";
import { readTranslatedUpload } from "~/routes/+shared/project-submission.server";
import type { Route } from "./+types/bulletin-form";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

/** The bulletin of /bulletin-form/:id, or null on /bulletin-form; a bad or unknown id is 404. */
async function bulletinOf(params: { id?: string }, context: Route.LoaderArgs["context"]) {
  if (params.id === undefined) return null;
  const id = parseRecordId(params.id);
  const bulletin = id === null ? null : await getEditableBulletin(context.db, id);
  if (!bulletin) throw data("There is no such bulletin.", { status: 404 });
  return bulletin;
}

/** The bulletin as the form's fields hold it. */
function formValues(bulletin: EditableBulletin | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const locale of locales) {
    values[localizedField("title", locale)] = bulletin?.texts[locale].title ?? "";
    values[localizedField("body", locale)] = bulletin?.texts[locale].body ?? "";
  }
  const tick = (on: boolean | undefined) => (on ? "on" : "");
  values.membersOnly = tick(bulletin?.membersOnly);
  values.withEvents = tick(bulletin ? bulletin.withEvents : true);
  values.withCelebrations = tick(bulletin?.withCelebrations);
  values.withProjects = tick(bulletin ? bulletin.withProjects : true);
  return values;
}

const translatorOf = (copy: BulletinsCopy) => (code: string) =>
  code === bulletinCodes.title ? copy.needsText : code === bulletinCodes.tooLong ? copy.tooLong : code;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = bulletinsCopy[official.locale];
  const bulletin = await bulletinOf(params, context);
  const url = new URL(request.url);
  const [row] = bulletin ? await listBulletins(context.db, { id: bulletin.id }) : [];
  const when = (instant: string | null) => (instant ? formatOfficialTimeIn(instant, official.locale) : null);
  const previews = await getMediaPreviews(context.db, bulletin?.photoIds ?? []);
  const photos: Record<string, MediaPreview> = {};
  bulletin?.photoIds.forEach((photoId, index) => {
    const preview = previews.get(photoId);
    const slot = bulletinPhotoSlots[index];
    if (preview && slot) photos[slot] = preview;
  });
  const inAnHour = new Date(Math.ceil((contextNow(context).getTime() + 3_600_000) / 3_600_000) * 3_600_000);
  return {
    copy,
    locale: official.locale,
    email: official.email,
    title: bulletin ? fill(copy.editTitle, { title: bulletin.texts.en.title || copy.untitled }) : copy.newTitle,
    id: bulletin?.id ?? null,
    status: bulletin?.status ?? "draft",
    values: formValues(bulletin),
    photos,
    outdated: bulletin?.outdated ?? [],
    scheduledAt: when(bulletin?.scheduledAt ?? null),
    sentAt: when(bulletin?.sentAt ?? null),
    figures: row?.figures ?? null,
    atDefault: instantToIndiaLocal(bulletin?.scheduledAt ?? inAnHour),
    once: bulletin ? null : onceToken(),
    notice: url.searchParams.get("done"),
    confirming: url.searchParams.get("confirm"),
    canSend: sendSetupOf(context.config) !== null,
    languages: bulletin ? locales.filter((l) => l === defaultLocale || bulletin.texts[l].title) : [],
  };
}

function writeOf(value: Record<string, unknown>, photoIds: number[]): BulletinWrite {
  const texts = Object.fromEntries(
    locales.map((locale) => [
      locale,
      {
        title: String(value[localizedField("title", locale)] ?? ""),
        body: String(value[localizedField("body", locale)] ?? ""),
      },
    ]),
  ) as BulletinWrite["texts"];
  return {
    texts,
    membersOnly: value.membersOnly === true,
    withEvents: value.withEvents === true,
    withCelebrations: value.withCelebrations === true,
    withProjects: value.withProjects === true,
    photoIds,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = bulletinsCopy[official.locale];
  const bulletin = await bulletinOf(params, context);
  // The bulletin's own form carries photos (multipart); the small forms beside it do not.
  if (bulletin && !/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    const form = await readForm(request);
    return otherIntent(String(form.get("intent")), bulletin, form, context, official, copy);
  }
  const now = contextNow(context);
  const stored = formValues(bulletin);
  let conflicts: ConflictField[] = [];
  const { submission, upload } = await readTranslatedUpload(
    request,
    bulletinSchema,
    { maxFiles: bulletinPhotoSlots.length },
    (text) => {
      if (bulletin)
        conflicts = findConflicts(text, stored, (name) =>
          localizedFieldLabel(name, { title: copy.titleLabel, body: copy.textLabel }),
        );
    },
    translatorOf(copy),
  );
  // Each photo: uploaded already, or posted with the form without JavaScript (stored now, so a refused form keeps it).
  const photos = await resolveMediaSlots(
    context,
    upload,
    bulletinPhotoSlots,
    sentenceTranslator(uploadErrorTemplates, editingCopy[official.locale].media.errors),
  );
  const refuse = (reply: ReturnType<typeof replyInvalid>) =>
    data({ ...reply.data, photos: photos.previews }, reply.init ?? undefined);
  if (bulletin && conflicts.length > 0)
    return refuse(
      replyConflict(
        submission,
        { base: encodeBase(stored), fields: conflicts, by: null, at: bulletin.updatedAt },
        official.locale,
      ),
    );
  if (submission.status !== "success" || Object.keys(photos.errors).length > 0)
    return refuse(replyInvalid(submission, { fieldErrors: photos.errors }));
  const value = submission.value as Record<string, unknown>;
  const input = writeOf(
    value,
    bulletinPhotoSlots.flatMap((slot) => {
      const id = photos.ids.get(slot);
      return id === undefined || value[`${slot}_remove`] === true ? [] : [id];
    }),
  );
  try {
    if (bulletin) {
      const confirmed = locales.filter((locale) => value[stillRightField(locale)] === true);
      const refused = await updateBulletin(context.db, official.id, bulletin.id, input, confirmed, now);
      // Sent meanwhile (another official, another tab): the form's copy is refused, not saved.
      if (refused) return refuse(replyInvalid(submission, { message: copy.alreadySent, status: 409 }));
      return replyDone(submission, copy.savedDraft);
    }
    const id = await once(submission.payload, "bulletin-form", () =>
      createBulletin(context.db, official.id, input, now),
    );
    throw redirect(`/bulletin-form/${id}?done=saved`);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("saving a bulletin failed", { err: error });
    return refuse(replyFailed(submission, copy.failed));
  }
}

/** Scheduling, sending, a test copy, taking it back, deleting: each a small form of its own. */
async function otherIntent(
  intent: string,
  bulletin: EditableBulletin,
  form: FormData,
  context: Route.ActionArgs["context"],
  official: { id: number; email: string; locale: Locale },
  copy: BulletinsCopy,
) {
  const now = contextNow(context);
  const setup = sendSetupOf(context.config, context.media);
  const back = (done: string) => redirect(`/bulletin-form/${bulletin.id}?done=${done}`);
  const refuse = (message: string) => data({ error: message }, { status: 400 });
  if (intent === "delete") {
    if (!(await deleteDraftBulletin(context.db, bulletin.id))) return refuse(copy.alreadySent);
    throw redirect("/bulletins?done=deleted");
  }
  if (intent === "unschedule") {
    await unscheduleBulletin(context.db, bulletin.id, now);
    throw back("unscheduled");
  }
  if (!setup) return refuse(copy.noPublicUrl);
  if (intent === "test") {
    await sendTestBulletin(
      context.db,
      bulletin.id,
      { accountId: official.id, email: official.email, locale: official.locale },
      setup,
      now,
    );
    context.mail?.nudge();
    throw back("test");
  }
  if (intent === "schedule" || intent === "send-now") {
    const at = intent === "send-now" ? now.toISOString() : indiaLocalToInstant(String(form.get("at") ?? ""));
    if (!at || Date.parse(at) < now.getTime() - 60_000) return refuse(copy.atInvalid);
    const refused = await scheduleBulletin(context.db, bulletin.id, new Date(at), now);
    if (refused === "empty") return refuse(copy.needsText);
    if (refused) return refuse(copy.alreadySent);
    if (intent === "send-now") {
      await queueBulletin(context.db, bulletin.id, setup, now);
      context.mail?.nudge();
      throw back("sending");
    }
    throw back("scheduled");
  }
  return refuse("Choose what to do.");
}

/**
 * A new bulletin, once saved, is the form of /bulletin-form/:id: drawn anew
 * for it, as Conform reads a form's default values when it is first drawn
 * only, and the new form's empty ones would make every saved field look
 * unsaved (the leave question after a save).
 */
export default function BulletinFormRoute(props: Route.ComponentProps) {
  return <BulletinFormScreen key={props.loaderData.id ?? "new"} {...props} />;
}

function BulletinFormScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, title, id, status, values, outdated, notice, confirming, canSend } = loaderData;
  const editing = useEditingCopy();
  const { form, fields, reply } = useOfficialForm({
    id: "bulletin",
    schema: bulletinSchema,
    reply: actionData && "formId" in actionData ? actionData : null,
    defaultValue: values,
    translate: translatorOf(copy),
  });
  const field = (name: string) =>
    (fields as unknown as Record<string, FieldMetadata<unknown>>)[name] as FieldMetadata<unknown>;
  const error = actionData && "error" in actionData ? String(actionData.error) : null;
  const { uploading, onBusyChange } = useUploadsBusy();
  // A refused form shows the photos it was sent with; otherwise the stored ones.
  const photos =
    actionData && "photos" in actionData && !reply?.ok
      ? (actionData.photos as Record<string, MediaPreview>)
      : loaderData.photos;
  const notices: Record<string, string> = {
    saved: copy.savedDraft,
    test: fill(copy.testSent, { email: loaderData.email }),
    scheduled: fill(copy.scheduledDone, { when: loaderData.scheduledAt ?? "" }),
    sending: fill(copy.sendingDone, { count: String(loaderData.figures?.recipients ?? 0) }),
    unscheduled: copy.unscheduled,
  };
  const sent = status === "sent";
  return (
    <AdminPage title={title}>
      <p>
        <Link to="/bulletins">← {copy.back}</Link>
      </p>
      {notice && notices[notice] ? (
        <p role="status" className="form-result form-success">
          {notices[notice]}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-result form-error">
          {error}
        </p>
      ) : null}
      {id !== null ? (
        <p>
          <strong>{copy.statuses[status]}</strong>
          {status === "scheduled" && loaderData.scheduledAt
            ? ` · ${fill(copy.scheduledFor, { when: loaderData.scheduledAt })}`
            : null}
          {sent && loaderData.sentAt ? ` · ${fill(copy.sentAt, { when: loaderData.sentAt })}` : null} ·{" "}
          <Link to={`/bulletin-history/${id}`}>{copy.history}</Link>
        </p>
      ) : null}
      {sent && loaderData.figures ? (
        <>
          <p>
            {fill(copy.figures, {
              recipients: String(loaderData.figures.recipients),
              sent: String(loaderData.figures.sent),
              failed: String(loaderData.figures.failed),
              waiting: String(loaderData.figures.waiting),
              unsubscribed: String(loaderData.figures.unsubscribed),
            })}
          </p>
          <p>{copy.sentLocked}</p>
          <p>
            <a href={localizePath(`/bulletin/${id}`, locale)}>{copy.archive}</a>
          </p>
        </>
      ) : (
        <OfficialForm
          form={form}
          reply={reply}
          base={id === null ? undefined : values}
          once={loaderData.once ?? undefined}
          encType="multipart/form-data"
        >
          {languages.map((language) => (
            <div key={language.code}>
              <OfficialLanguageTexts
                locale={language.code}
                field={field}
                inputs={[
                  { field: "title", label: copy.titleLabel },
                  { field: "body", label: copy.bodyLabel, multiline: true, rows: 12 },
                ]}
              />
              {outdated
                .filter((o) => o.locale === language.code)
                .slice(0, 1)
                .map((o) => (
                  <div key={o.locale} className="outdated-flag" role="note">
                    <p>
                      <strong>{copy.englishChanged}</strong>
                    </p>
                    {outdated
                      .filter((each) => each.locale === language.code)
                      .map((each) => (
                        <details key={each.field}>
                          <summary>
                            {copy.translatedFrom} (
                            {each.field === "title" ? copy.titleLabel : languageName(editing, defaultLocale)})
                          </summary>
                          <p lang="en" className="was">
                            {each.was || copy.empty}
                          </p>
                        </details>
                      ))}
                    <CheckboxField field={field(stillRightField(language.code))} label={copy.stillCorrect} />
                  </div>
                ))}
            </div>
          ))}
          <fieldset className="form-group">
            <legend>{copy.flagsLegend}</legend>
            <CheckboxField field={field("withEvents")} label={copy.withEvents} />
            <CheckboxField field={field("withCelebrations")} label={copy.withCelebrations} />
            <CheckboxField field={field("withProjects")} label={copy.withProjects} />
            <CheckboxField field={field("membersOnly")} label={copy.membersOnlyField} />
          </fieldset>
          <fieldset className="form-group">
            <legend>{copy.photosLegend}</legend>
            <p className="hint">{copy.photosHint}</p>
            {bulletinPhotoSlots.map((slot, index) => (
              <div key={`${slot}-${photos[slot]?.id ?? "none"}`} className="media-slot">
                <MediaInput
                  name={slot}
                  label={fill(copy.photo, { n: String(index + 1) })}
                  initial={photos[slot] ? { id: photos[slot].id, preview: photos[slot].preview } : null}
                  initialAlts={photos[slot]?.alts}
                  error={form.allErrors[`${slot}_file`]?.[0]}
                  onBusyChange={(busy) => onBusyChange(slot, busy)}
                />
                {photos[slot] ? (
                  <CheckboxField
                    field={field(`${slot}_remove`)}
                    label={fill(copy.removePhoto, { n: String(index + 1) })}
                  />
                ) : null}
              </div>
            ))}
          </fieldset>
          <SubmitButton busyLabel={copy.saving} disabled={uploading}>
            {copy.saveDraft}
          </SubmitButton>
        </OfficialForm>
      )}
      {id !== null && !sent ? (
        <section aria-labelledby="bulletin-send">
          <h2 id="bulletin-send">{copy.schedule}</h2>
          <p>
            <Link to={`/bulletin-form/${id}/preview`}>{copy.preview}</Link>
          </p>
          {canSend ? null : <p className="hint">{copy.noPublicUrl}</p>}
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <button type="submit" className="button secondary" disabled={!canSend}>
              {copy.testSend}
            </button>
          </Form>
          {status === "scheduled" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="unschedule" />
              <button type="submit" className="button secondary">
                {copy.unschedule}
              </button>
            </Form>
          ) : null}
          <Form method="post" className="form-group">
            <input type="hidden" name="intent" value="schedule" />
            <label className="field">
              <span>{copy.at}</span>
              <input type="datetime-local" name="at" defaultValue={loaderData.atDefault} required />
            </label>
            <button type="submit" className="button" disabled={!canSend}>
              {copy.scheduleButton}
            </button>
          </Form>
          {confirming === "send" ? (
            <Form method="post" className="confirm-remove">
              <p role="alert">{copy.confirmSendNow}</p>
              <input type="hidden" name="intent" value="send-now" />
              <button type="submit" className="button danger">
                {copy.yesSend}
              </button>{" "}
              <Link to={`/bulletin-form/${id}`}>{copy.keep}</Link>
            </Form>
          ) : (
            <p>
              <Link className="button" to={`/bulletin-form/${id}?confirm=send`}>
                {copy.sendNow}
              </Link>
            </p>
          )}
          {status === "draft" ? (
            confirming === "delete" ? (
              <Form method="post" className="confirm-remove">
                <p role="alert">{copy.confirmDelete}</p>
                <input type="hidden" name="intent" value="delete" />
                <button type="submit" className="button danger">
                  {copy.yesDelete}
                </button>{" "}
                <Link to={`/bulletin-form/${id}`}>{copy.keep}</Link>
              </Form>
            ) : (
              <p>
                <Link to={`/bulletin-form/${id}?confirm=delete`}>{copy.delete}</Link>
              </p>
            )
          ) : null}
        </section>
      ) : null}
    </AdminPage>
  );
}
