import type { AppLoadContext } from "react-router";
import type { z } from "zod/mini";
import { requestLocale } from "~/i18n/page.server";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { type NewMessage, saveMessage } from "~/models/messages.server";
import { appSecret } from "~/models/secrets.server";
import type { MessageOutcome } from "./form-fields";
import { formSecretName, issueFormStamp, readSignals, spamReason } from "./form-timing.server";
import { parsePublicForm, replyPublicDone, replyPublicRefused } from "./public-form.server";
import { rateLimited } from "./rate-limit";

/**
 * The common path of the join and contact actions once the fields are valid:
 * the spam checks, the per-address limit, then the message and its e-mails in
 * one transaction, and a nudge to the mail worker after the commit. A bot's
 * message is stored as spam and answered like anyone else's.
 */
export async function receiveMessage(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  message: Omit<NewMessage, "locale" | "clientIp" | "spamReason">,
): Promise<"sent" | "rate-limited"> {
  const { config } = context;
  const secret = await appSecret(context.db, formSecretName);
  const result = await saveMessage(
    context.db,
    {
      ...message,
      locale: requestLocale(request),
      clientIp: context.clientIp,
      spamReason: spamReason(readSignals(form), secret, config.FORM_MIN_FILL_SECONDS * 1000),
    },
    {
      engine: context.engine,
      limitPerHour: config.MESSAGE_LIMIT_PER_HOUR,
      mail: {
        officials: { join: config.JOIN_TO, contact: config.CONTACT_TO },
        acknowledge: config.MAIL_ACK,
        publicUrl: config.PUBLIC_URL,
      },
    },
  );
  if (!result.saved) return "rate-limited";
  if (result.emails > 0) context.mail?.nudge();
  return "sent";
}

/** The signed time a join or contact page was served, for its hidden field. */
export async function newFormStamp(context: AppLoadContext): Promise<string> {
  return issueFormStamp(await appSecret(context.db, formSecretName));
}

interface MessageActionSpec<S extends z.ZodMiniType> {
  kind: NewMessage["kind"];
  /** The form's id on its page (the MessageForm's `id`). */
  formId: string;
  schema: S;
  /** Each error code of the schema in the page's words (joinErrorWords, contactErrorWords). */
  translate: (code: string, field: string) => string;
  /** The page's sentences for what happened, in its language. */
  copy: { sent: string; failed: string; limited: string };
  /** The stored message's fields from the valid form. */
  toMessage(valid: z.output<S>): Pick<NewMessage, "name" | "email" | "phone" | "age" | "body">;
}

/**
 * The join and contact actions, in the officials' form idiom (decision 0063):
 * the schema checks the form (400, each field's message in the page's
 * language, the typed values and the page's stamp kept), then receive, and
 * answer sent, 429 or 500 — the page says "sent" only after the commit.
 */
export async function messageAction<S extends z.ZodMiniType>(
  request: Request,
  context: AppLoadContext,
  spec: MessageActionSpec<S>,
) {
  const form = await readForm(request);
  // The typed values go back with the page's stamp (a field like the others), so a form
  // corrected without JavaScript is timed from the page first served, not from the error page.
  const submission = parsePublicForm(form, spec.schema, spec.translate);
  if (submission.status !== "success")
    return replyPublicRefused<MessageOutcome>(spec.formId, submission, "invalid", { status: 400 });
  let outcome: Awaited<ReturnType<typeof receiveMessage>>;
  try {
    outcome = await receiveMessage(request, context, form, { kind: spec.kind, ...spec.toMessage(submission.value) });
  } catch (error) {
    log.error(spec.kind === "join" ? "join request not saved" : "contact message not saved", { err: error });
    return replyPublicRefused<MessageOutcome>(spec.formId, submission, "failed", {
      message: spec.copy.failed,
      status: 500,
    });
  }
  if (outcome === "rate-limited")
    return replyPublicRefused<MessageOutcome>(spec.formId, submission, "limited", {
      message: spec.copy.limited,
      ...rateLimited,
    });
  return replyPublicDone<MessageOutcome>(spec.formId, submission, "sent", spec.copy.sent);
}
