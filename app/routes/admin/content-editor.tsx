import { useEffect, useState } from "react";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useFetcher, useNavigation } from "react-router";
import { getOfficial, requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { ContentFields, EditorContents } from "~/components/content-fields";
import { DraftAutosave } from "~/components/draft-autosave";
import { OfficialForm, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { Sentence } from "~/components/sentence";
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
  contentEditorMessages,
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
import { replyConflict, replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { type ContentCopy, contentCopy, contentLabelOf, editorLabelIn } from "~/i18n/content/admin/content";
import { officialTime, translatorOf } from "~/i18n/content/admin/editing";
import { localizePath } from "~/i18n/locale";
import { type Locale, languages, translatedLocales } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import { field as uploadField } from "~/media/upload.server";
import { discardDraft, getDraft, getPublished, publish, saveDraft } from "~/models/content.server";
import { readTranslatedUpload } from "~/routes/+shared/project-submission.server";
import type { Route } from "./+types/content-editor";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? fill(loaderData.copy.editor.title, { page: loaderData.label }) : "Edit: page" },
];

function schemaOf(id: string | undefined, noPage = "No such page") {
  const schema = documentSchema(id ?? "");
  if (!schema) throw data(noPage, { status: 404 });
  return schema;
}

/** The editor's messages in the official's language, in the browser and in the action. */
const translatorFor = (copy: ContentCopy) => translatorOf(contentEditorMessages, copy.messages);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = contentCopy[official.locale];
  const schema = schemaOf(params.document, copy.editor.noPage);
  const labelOf = contentLabelOf(copy.labels);
  const [published, draft] = await Promise.all([getPublished(context.db, schema), getDraft(context.db, schema)]);
  const state = draft?.data ?? published.data;
  const url = new URL(request.url);
  return {
    // ?discard asks first (decision 0046); ?done=discarded says where the draft went.
    discarding: draft !== null && url.searchParams.has("discard"),
    discarded: url.searchParams.get("done") === "discarded",
    id: schema.id,
    label: labelOf(schema.label),
    /** In a sentence: "the home page" in English; a language without capitals keeps the label. */
    inSentence: official.locale === "en" ? schema.label.toLowerCase() : labelOf(schema.label),
    publicPath: schema.publicPath,
    locale: official.locale,
    copy,
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
  const copy = contentCopy[official.locale];
  const words = copy.editor;
  const translate = translatorFor(copy);
  const schema = schemaOf(params.document, words.noPage);
  const [published, draft] = await Promise.all([getPublished(context.db, schema), getDraft(context.db, schema)]);
  const before = draft?.data ?? published.data;
  const photoFields = fieldsAt(schema, before).filter((at) => at.field.kind === "photo");
  const stored = editorDefaults(schema, before);
  let conflicts: ConflictField[] = [];
  const { submission, upload } = await readTranslatedUpload(
    request,
    editorSchema(schema, before),
    { maxFiles: Math.max(photoFields.length, 1), maxFields: 2000 },
    (text) => {
      conflicts = findConflicts(text, stored, (name) => editorLabelIn(editorFieldLabel(schema, before, name), copy));
    },
    translate,
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
    if (resolved.error) photoErrors[`${name}_file`] = [translate(resolved.error)];
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
    const reply = replyConflict(
      submission,
      {
        base: encodeBase(stored),
        fields: conflicts,
        by: draft ? draft.updatedBy : published.publishedBy,
        at: draft ? draft.updatedAt : published.publishedAt,
      },
      official.locale,
    );
    return data<EditorReply>({ ...reply.data, photos: previews }, reply.init ?? undefined);
  }
  try {
    let after = dataFromForm(schema, before, submission.value as Record<string, unknown>, photos);
    const change = listIntent(intent);
    if (change) after = applyListIntent(schema, after, change);
    if (intent === "publish") {
      const problems = Object.fromEntries(
        Object.entries(publishProblems(schema, after)).map(([name, messages]) => [name, messages.map(translate)]),
      );
      if (Object.keys(problems).length > 0) return refuse({ fieldErrors: problems, message: words.notPublished });
      const number = await publish(context.db, schema, after, official.id);
      return replyDone(submission, fill(words.published, { number }));
    }
    await saveDraft(context.db, schema, after, official.id);
    if (autosave)
      return {
        ...replyDone(submission, words.autosaved),
        autosave: "saved",
        savedAt: nowIso(),
        by: official.email,
        base: encodeBase(editorDefaults(schema, after)),
      } satisfies EditorReply & AutosaveResult;
    return replyDone(submission, change ? words.savedWithList : words.saved);
  } catch (error) {
    // Two officials publishing the same page at the same instant: one version number, one winner.
    if (isUniqueViolation(error)) return refuse({ message: words.sameMoment, status: 409 });
    log.error("saving content failed", { err: error, document: schema.id });
    if (autosave) return data<AutosaveResult>({ autosave: "failed" }, { status: 500 });
    return replyFailed(submission, words.failed);
  }
}

export default function ContentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, label, publicPath, state, draft: loadedDraft, publishedNumber, outdated, photos } = loaderData;
  const { discarding, discarded, copy, locale, inSentence } = loaderData;
  const words = copy.editor;
  const labelOf = contentLabelOf(copy.labels);
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
    translate: translatorFor(copy),
  });
  const shownPhotos = { ...photos, ...((reply as EditorReply | null)?.photos ?? {}) };
  const [language, setLanguage] = useState<Locale | "all">("all");
  const hydrated = useHydrated();
  return (
    <AdminPage title={fill(words.title, { page: label })} wide>
      <PageNotice text={discarded && !reply ? words.discarded : null} />
      {discarding && draft ? (
        <ConfirmDelete
          title={words.discardTitle}
          question={
            <Sentence
              text={words.discardQuestion}
              parts={{
                page: <strong>{inSentence}</strong>,
                time: officialTime(draft.updatedAt, locale),
                by: draft.updatedBy ? fill(copy.common.by, { name: draft.updatedBy }) : "",
              }}
            />
          }
          closeHref={`/content/${id}`}
          formId="discard-draft"
          hidden={{ intent: "discard" }}
          confirmLabel={words.discardConfirm}
          busyLabel={words.discarding}
          encType="multipart/form-data"
          consequence={copy.common.goesToTrash}
        />
      ) : null}
      <p className="content-status">
        {draft
          ? fill(words.draftSaved, {
              time: officialTime(draft.updatedAt, locale),
              by: draft.updatedBy ? fill(copy.common.by, { name: draft.updatedBy }) : "",
              number: publishedNumber ? fill(words.publishedNumber, { number: publishedNumber }) : "",
            })
          : fill(words.noDraft, {
              version: publishedNumber ? fill(words.versionNumber, { number: publishedNumber }) : "",
            })}{" "}
        <Link to={`/content/${id}/history`}>{copy.common.history}</Link>
      </p>
      {draft ? (
        <nav aria-label={words.previewNav} className="preview-links">
          {words.previewIntro}{" "}
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
          <Link to={`/content/${id}/preview`}>{words.phoneAndDesktop}</Link>
        </nav>
      ) : null}
      {outdated.length > 0 ? (
        <section aria-labelledby="outdated-heading" className="outdated-list">
          <h2 id="outdated-heading">{words.toCheck}</h2>
          <p>{words.toCheckIntro}</p>
          <ul>
            {outdated.map((o) => (
              <li key={`${o.locale}/${o.path}`}>
                <a href={`#field-${o.path}`}>
                  {labelOf(o.label)} ({copy.languageNames[o.locale as Locale] ?? o.locale})
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {schema.fields.length > 3 ? <EditorContents schema={schema} labelOf={labelOf} /> : null}
      {hydrated ? <LanguageChoice value={language} onChange={setLanguage} copy={copy} /> : null}
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
          {words.saveDraft}
        </button>
        <ContentFields
          schema={schema}
          state={state}
          fields={fields}
          outdated={outdated}
          photos={shownPhotos}
          language={language}
          labelOf={labelOf}
        />
        <div className="editor-actions">
          <button type="submit" name="intent" value="save" className="button">
            {words.saveDraft}
          </button>
          <button type="submit" name="intent" value="publish" className="button primary">
            {words.publish}
          </button>
          {draft ? (
            <Link to="?discard" className="button danger" preventScrollReset>
              {words.discard}
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
function LanguageChoice({
  value,
  onChange,
  copy,
}: {
  value: Locale | "all";
  onChange: (value: Locale | "all") => void;
  copy: ContentCopy;
}) {
  const choices: [Locale | "all", string][] = [
    ["all", copy.editor.allLanguages],
    ...languages.map((language): [Locale, string] => [
      language.code,
      copy.languageNames[language.code] ?? language.englishName,
    ]),
  ];
  return (
    <fieldset className="language-choice">
      <legend>{copy.editor.show}</legend>
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
