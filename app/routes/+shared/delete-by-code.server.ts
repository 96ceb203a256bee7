import type { AppLoadContext } from "react-router";
import type { z } from "zod/mini";
import type { Official } from "~/auth/session.server";
import type { DeleteMatch, DeleteReply } from "~/components/delete-by-id-form";
import { formIdField, parseWithSchema } from "~/forms/conform";
import { replyDone, replyFailed, replyInvalid } from "~/forms/official-form.server";
import { projectFormMessages, projectIdSchema } from "~/forms/project";
import { translatorOf } from "~/i18n/content/admin/editing";
import { projectsCopy } from "~/i18n/content/admin/projects";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { deleteProjectsByCode, findProjectsByCode, removeSignatureMark } from "~/models/project-writes.server";

/** What one delete-by-ID page deletes, and what it says. */
export interface DeleteById {
  find: (code: string) => Promise<DeleteMatch[]>;
  remove: (code: string) => Promise<number>;
  messages: { noMatch: string; done: (count: number) => string; failed: string };
  /** Names the page in the log when the deletion fails. */
  what: string;
  /** The schema's messages in the official's language (translatorOf); as written by default. */
  translate?: (message: string) => string;
}

/**
 * The action of a delete-by-ID form in the officials' form idiom. The first
 * post (intent "confirm") names what matches and asks; the second (intent
 * "delete", from the confirmation's own form) does it. Both answer the form
 * the ID was typed in (`formId`): its field keeps the ID after a refusal and
 * is emptied after the deletion, and its result sentence says what happened.
 * A browser with JavaScript shows the question as a modal dialog, one
 * without as a second step of the page; either way nothing is deleted before
 * the official confirms.
 */
export async function confirmThenDelete<Field extends string>(
  request: Request,
  form: { id: string; field: Field; schema: z.ZodMiniType<Record<Field, string>> },
  page: DeleteById,
) {
  const posted = await readForm(request);
  const deleting = posted.get("intent") === "delete";
  posted.set(formIdField, form.id);
  const submission = parseWithSchema(posted, form.schema, page.translate);
  if (submission.status !== "success") return replyInvalid(submission);
  const code = submission.value[form.field];
  if (!deleting) {
    const matches = await page.find(code);
    if (matches.length === 0) return replyInvalid(submission, { message: page.messages.noMatch, status: 404 });
    const reply: DeleteReply = {
      formId: form.id,
      ok: true,
      message: null,
      result: submission.reply(),
      confirm: { code, matches },
    };
    return reply;
  }
  try {
    const count = await page.remove(code);
    if (count === 0) return replyInvalid(submission, { message: page.messages.noMatch, status: 404 });
    return replyDone(submission, page.messages.done(count));
  } catch (error) {
    log.error("delete by ID failed", { err: error, what: page.what });
    return replyFailed(submission, page.messages.failed);
  }
}

export type DeleteKind = "project" | "signature";

/** The two project pages: delete a project, or remove only its signature mark. */
export async function deleteByCodeAction(
  request: Request,
  context: AppLoadContext,
  official: Official,
  kind: DeleteKind,
) {
  const signatureOnly = kind === "signature";
  const copy = projectsCopy[official.locale];
  const words = signatureOnly ? copy.signature : copy.deleteProject;
  return confirmThenDelete(
    request,
    { id: signatureOnly ? "delete-signature-project" : "delete-project", field: "code", schema: projectIdSchema },
    {
      find: async (code) =>
        (await findProjectsByCode(context.db, code, { signatureOnly })).map((m) => ({
          key: m.code,
          label: `${m.title ?? copy.common.untitled} (${m.code})`,
        })),
      remove: (code) =>
        signatureOnly
          ? removeSignatureMark(context.db, official.id, code)
          : deleteProjectsByCode(context.db, official.id, code),
      messages: {
        noMatch: words.noMatch,
        done: (count) => (count === 1 ? words.doneOne : fill(words.doneMany, { count })),
        failed: words.failed,
      },
      what: kind,
      translate: translatorOf(projectFormMessages, copy.messages),
    },
  );
}
