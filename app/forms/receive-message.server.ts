import { type AppLoadContext, data } from "react-router";
import { requestLocale } from "~/i18n/page.server";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import { type NewMessage, saveMessage } from "~/models/messages.server";
import { appSecret } from "~/models/secrets.server";
import { formSecretName, issueFormStamp, readSignals, spamReason } from "./form-timing.server";
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

/** The stamp a submission carried, to send back with its values when the form is shown again. */
export function keptStamp(form: FormData): string {
  return readSignals(form).stamp;
}

interface MessageActionSpec<Values, Errors, Valid> {
  kind: NewMessage["kind"];
  read(form: FormData): Values;
  validate(values: Values): { success: true; data: Valid } | { success: false; errors: Errors };
  /** The stored message's fields from the valid form. */
  toMessage(valid: Valid): Pick<NewMessage, "name" | "email" | "phone" | "age" | "body">;
}

/**
 * The join and contact actions: validate (400 with the typed values and the
 * page's stamp kept), receive, and answer sent, 429 or 500 — the page says
 * "sent" only after the commit.
 */
export async function messageAction<Values, Errors, Valid>(
  request: Request,
  context: AppLoadContext,
  spec: MessageActionSpec<Values, Errors, Valid>,
) {
  const form = await readForm(request);
  const values = spec.read(form);
  // The page's stamp goes back with the typed values, so a form corrected without JavaScript is not timed from the error page.
  const stamp = keptStamp(form);
  const result = spec.validate(values);
  if (!result.success) return data({ errors: result.errors, values, stamp }, { status: 400 });
  let outcome: Awaited<ReturnType<typeof receiveMessage>>;
  try {
    outcome = await receiveMessage(request, context, form, { kind: spec.kind, ...spec.toMessage(result.data) });
  } catch (error) {
    log.error(spec.kind === "join" ? "join request not saved" : "contact message not saved", { err: error });
    return data({ failed: true as const, values, stamp }, { status: 500 });
  }
  if (outcome === "rate-limited") return data({ limited: true as const, values, stamp }, rateLimited);
  return { sent: true as const };
}
