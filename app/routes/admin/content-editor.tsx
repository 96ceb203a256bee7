import { useEffect, useState } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useFetcher, useNavigation } from "react-router";
import { getOfficial, requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { ContentFields, EditorContents } from "~/components/content-fields";
import { DraftAutosave } from "~/components/draft-autosave";
import { OfficialForm, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { useHydrated } from "~/components/use-hydrated";
import { type AutosaveResult, isAutosave } from "~/content/autosave";
import { fieldsAt, outdatedTranslations } from "~/content/data";
import { documentSchema } from "~/content/fields";
import { photoPreviews } from "~/content/photo-previews.server";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import type { FormReply } from "~/forms/conform";
import {
  applyListIntent,
  dataFromForm,
  editorDefaults,
  editorFieldLabel,
  editorSchema,
  listIntent,
  photoName,
  publishProblems,
} from "~/forms/content-editor";
import { type ConflictField, encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import {
  readUploadSubmission,
  replyConflict,
  replyDone,
  replyFailed,
  replyInvalid,
} from "~/forms/official-form.server";
import { formatOfficialTime } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { type Locale, languages, translatedLocales } from "~/i18n/locales";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import { field as uploadField } from "~/media/upload.server";
import { discardDraft, getDraft, getPublished, publish, saveDraft } from "~/models/content.server";
import type { Route } from "./+types/content-editor";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `Edit: ${loaderData?.label ?? "page"}` }];

function schemaOf(id: string | undefined) {
  const schema = documentSchema(id ?? "");
  if (!schema) throw data("No such page", { status: 404 });
  return schema;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const schema = schemaOf(params.document);
  const [published, draft] = await Promise.all([getPublished(context.db, schema), getDraft(context.db, schema)]);
  const state = draft?.data ?? published.data;
  const url = new URL(request.url);
  return {
    // ?discard asks first (decision 0046); ?done=discarded says where the draft went.
    discarding: draft !== null && url.searchParams.has("discard"),
    discarded: url.searchParams.get("done") === "discarded",
    id: schema.id,
    label: schema.label,
    publicPath: schema.publicPath,
    state,
    draft: draft ? { updatedAt: draft.updatedAt, updatedBy: draft.updatedBy } : null,
    publishedNumber: published.number,
    outdated: outdatedTranslations(schema, state, translatedLocales),
    photos: await photoPreviews(context.db, schema, state),
  };
}

type EditorReply = FormReply & { photos?: Record<string, { id: number | string; preview: string }> };

/**
 * Saves the editor's form: a draft, a list change, a publish, or (with
 * `?autosave`, decision 0055) the draft saved by itself while the official
 * types, which is "Save draft" whatever the post says and answers in words:
 * never a redirect, never a thrown error that would replace the editor.
 */
export async function action(args: Route.ActionArgs) {
  if (!isAutosave(args.request.url)) return save(args, false);
  try {
    return await save(args, true);
  } catch (error) {
    const refused = error instanceof Response || (typeof error === "object" && error !== null && "init" in error);
    if (!refused) log.error("autosave failed", { err: error, document: args.params.document });
    return data<AutosaveResult>({ autosave: "failed" }, { status: refused ? 400 : 500 });
  }
}

/** In the browser: an autosave that cannot reach the server says so in its line, and the editor stays. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  if (!isAutosave(request.url)) return serverAction();
  try {
    return await serverAction();
  } catch {
    return { autosave: "failed" } satisfies AutosaveResult;
  }
}

/** An autosave loads nothing again: its answer says what the page needs (when, by whom, the new base). */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAutosave(formAction) ? false : defaultShouldRevalidate;
}

async function save({ request, context, params }: Route.ActionArgs, autosave: boolean) {
  // An autosave after the session ended is answered, not sent to sign-in: Save draft does that, keeping the work.
  const official = autosave ? await getOfficial(request, context) : await requireOfficial(request, context);
  if (!official) return data<AutosaveResult>({ autosave: "signed-out" }, { status: 401 });
  const schema = schemaOf(params.document);
  const [published, draft] = await Promise.all([getPublished(context.db, schema), getDraft(context.db, schema)]);
  const before = draft?.data ?? published.data;
  const photoFields = fieldsAt(schema, before).filter((at) => at.field.kind === "photo");
  const stored = editorDefaults(schema, before);
  let conflicts: ConflictField[] = [];
  const { submission, upload } = await readUploadSubmission(
    request,
    editorSchema(schema, before),
    { maxFiles: Math.max(photoFields.length, 1), maxFields: 2000 },
    (text) => {
      conflicts = findConflicts(text, stored, (name) => editorFieldLabel(schema, before, name));
    },
  );
  // The confirmation's own form (ConfirmDelete): the draft goes to the trash.
  if (!autosave && uploadField(upload, "intent") === "discard") {
    await discardDraft(context.db, schema, official.id);
    return redirect(`/content/${schema.id}?done=discarded`);
  }

  const photos: Record<string, string> = {};
  const photoErrors: Record<string, string[]> = {};
  for (const at of photoFields) {
    const name = photoName(at.path);
    const resolved = await resolveMedia(context, upload, name).catch((error) => {
      log.error("content photo failed", { err: error, document: schema.id });
      return { id: null, error: "Upload failed. Please try again." };
    });
    if (resolved.error) photoErrors[`${name}_file`] = [resolved.error];
    else if (resolved.id !== null) photos[at.path] = String(resolved.id);
    else if (uploadField(upload, name).startsWith("builtin:")) photos[at.path] = uploadField(upload, name);
  }
  const previews = await photoPreviews(context.db, schema, { ...before, values: { ...before.values, ...photos } });
  const refuse = (options: Parameters<typeof replyInvalid>[1]) => {
    const reply = replyInvalid(submission, options);
    return data<EditorReply>({ ...reply.data, photos: previews }, reply.init ?? undefined);
  };
  if (submission.status !== "success" || Object.keys(photoErrors).length > 0)
    return refuse({ fieldErrors: photoErrors });

  // An autosave is "Save draft", never Publish nor a change to a list.
  const intent = autosave ? "save" : typeof submission.value.intent === "string" ? submission.value.intent : "save";
  if (conflicts.length > 0) {
    const reply = replyConflict(submission, {
      base: encodeBase(stored),
      fields: conflicts,
      by: draft ? draft.updatedBy : published.publishedBy,
      at: draft ? draft.updatedAt : published.publishedAt,
    });
    return data<EditorReply>({ ...reply.data, photos: previews }, reply.init ?? undefined);
  }
  try {
    let after = dataFromForm(schema, before, submission.value as Record<string, unknown>, photos);
    const change = listIntent(intent);
    if (change) after = applyListIntent(schema, after, change);
    if (intent === "publish") {
      const problems = publishProblems(schema, after);
      if (Object.keys(problems).length > 0)
        return refuse({ fieldErrors: problems, message: "Not published: some fields need attention." });
      const number = await publish(context.db, schema, after, official.id);
      return replyDone(submission, `Published as version ${number}: visitors see it now.`);
    }
    await saveDraft(context.db, schema, after, official.id);
    if (autosave)
      return {
        ...replyDone(submission, "Draft saved."),
        autosave: "saved",
        savedAt: nowIso(),
        by: official.email,
        base: encodeBase(editorDefaults(schema, after)),
      } satisfies EditorReply & AutosaveResult;
    return replyDone(
      submission,
      change ? "Draft saved with the change to the list." : "Draft saved. Visitors still see the published page.",
    );
  } catch (error) {
    // Two officials publishing the same page at the same instant: one version number, one winner.
    if (isUniqueViolation(error))
      return refuse({
        message: "Another official published this page at the same moment. Please try again.",
        status: 409,
      });
    log.error("saving content failed", { err: error, document: schema.id });
    if (autosave) return data<AutosaveResult>({ autosave: "failed" }, { status: 500 });
    return replyFailed(submission, "Failed to save. Nothing was changed; please try again.");
  }
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, label, publicPath, state, draft: loadedDraft, publishedNumber, outdated, photos } = loaderData;
  const { discarding, discarded } = loaderData;
  const schema = schemaOf(id);
  // The draft saved by itself while the official types (decision 0055): its answer, until the page loads again.
  const autosave = useFetcher<AutosaveResult>();
  const [autosaved, setAutosaved] = useState<AutosaveResult | null>(null);
  const [autosaveConflict, setAutosaveConflict] = useState<EditorReply | null>(null);
  useEffect(() => {
    if (autosave.state !== "idle" || !autosave.data) return;
    if (autosave.data.autosave === "saved") setAutosaved(autosave.data);
    // Refused because someone else saved meanwhile: the form shows it as after the button.
    if (autosave.data.conflict) setAutosaveConflict(autosave.data as EditorReply);
  }, [autosave.state, autosave.data]);
  useEffect(() => {
    if (loaderData) setAutosaved(null);
  }, [loaderData]);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "submitting") setAutosaveConflict(null);
  }, [navigation.state]);
  const draft =
    autosaved?.savedAt && (!loadedDraft || autosaved.savedAt > loadedDraft.updatedAt)
      ? { updatedAt: autosaved.savedAt, updatedBy: autosaved.by ?? null }
      : loadedDraft;
  const { form, fields, reply } = useOfficialForm({
    id: `content-${id}`,
    schema: editorSchema(schema, state),
    reply: autosaveConflict ?? (actionData as EditorReply | undefined),
    defaultValue: editorDefaults(schema, state),
  });
  const shownPhotos = { ...photos, ...((reply as EditorReply | null)?.photos ?? {}) };
  const [language, setLanguage] = useState<Locale | "all">("all");
  const hydrated = useHydrated();
  return (
    <AdminPage title={`Edit: ${label}`} wide>
      <PageNotice
        text={
          discarded && !reply
            ? "Draft discarded: it is in the trash for 30 days. The editor shows the published page again."
            : null
        }
      />
      {discarding && draft ? (
        <ConfirmDelete
          title="Discard this draft?"
          question={
            <>
              Discard the draft of the <strong>{label.toLowerCase()}</strong>, saved{" "}
              {formatOfficialTime(draft.updatedAt)}
              {draft.updatedBy ? ` by ${draft.updatedBy}` : ""}? Visitors keep seeing the published page.
            </>
          }
          closeHref={`/content/${id}`}
          formId="discard-draft"
          hidden={{ intent: "discard" }}
          confirmLabel="Discard draft"
          busyLabel="Discarding..."
          encType="multipart/form-data"
        />
      ) : null}
      <p className="content-status">
        {draft
          ? `Draft saved ${formatOfficialTime(draft.updatedAt)}${draft.updatedBy ? ` by ${draft.updatedBy}` : ""}. Visitors see the published version${publishedNumber ? ` (${publishedNumber})` : ""}.`
          : `No draft: the form shows what visitors see${publishedNumber ? ` (version ${publishedNumber})` : ""}.`}{" "}
        <Link to={`/content/${id}/history`}>History</Link>
      </p>
      {draft ? (
        <nav aria-label="Preview the draft" className="preview-links">
          Preview the draft in a new tab, so this editor stays open:{" "}
          {languages.map((language) => (
            <a
              key={language.code}
              href={`${localizePath(publicPath, language.code)}?preview`}
              lang={language.htmlLang}
              target="_blank"
              rel="noopener"
            >
              {language.nativeName}
            </a>
          ))}
          <Link to={`/content/${id}/preview`}>Phone and desktop</Link>
        </nav>
      ) : null}
      {outdated.length > 0 ? (
        <section aria-labelledby="outdated-heading" className="outdated-list">
          <h2 id="outdated-heading">Translations to check</h2>
          <p>The English text of these fields changed after they were translated:</p>
          <ul>
            {outdated.map((o) => (
              <li key={`${o.locale}/${o.path}`}>
                <a href={`#field-${o.path}`}>
                  {o.label} ({languages.find((l) => l.code === o.locale)?.englishName ?? o.locale})
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {schema.fields.length > 3 ? <EditorContents schema={schema} /> : null}
      {hydrated ? <LanguageChoice value={language} onChange={setLanguage} /> : null}
      <OfficialForm
        form={form}
        reply={reply}
        encType="multipart/form-data"
        className="content-editor"
        base={editorDefaults(schema, state)}
        savedBase={autosaved?.base ?? null}
      >
        {/* The first submit button is the one Enter presses in a field: saving, never removing a slide. */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Save draft
        </button>
        <ContentFields
          schema={schema}
          state={state}
          fields={fields}
          outdated={outdated}
          photos={shownPhotos}
          language={language}
        />
        <div className="editor-actions">
          <button type="submit" name="intent" value="save" className="button">
            Save draft
          </button>
          <button type="submit" name="intent" value="publish" className="button primary">
            Publish
          </button>
          {draft ? (
            <Link to="?discard" className="button danger" preventScrollReset>
              Discard draft
            </Link>
          ) : null}
        </div>
        <DraftAutosave fetcher={autosave} />
      </OfficialForm>
    </AdminPage>
  );
}

/**
 * On a phone three languages side by side make every text three fields long:
 * an official may show one language at a time (the others stay in the form,
 * so nothing typed is lost). Needs JavaScript; without it every language shows.
 */
function LanguageChoice({ value, onChange }: { value: Locale | "all"; onChange: (value: Locale | "all") => void }) {
  const choices: [Locale | "all", string][] = [
    ["all", "All languages"],
    ...languages.map((language): [Locale, string] => [language.code, language.englishName]),
  ];
  return (
    <fieldset className="language-choice">
      <legend>Show</legend>
      {choices.map(([code, name]) => (
        <label key={code} className="checkbox">
          <input
            type="radio"
            name="shown-language"
            value={code}
            checked={value === code}
            onChange={() => onChange(code)}
          />{" "}
          {name}
        </label>
      ))}
    </fieldset>
  );
}
