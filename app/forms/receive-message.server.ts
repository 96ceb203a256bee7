import type { AppLoadContext } from "react-router";
import { requestLocale } from "~/i18n/page.server";
import { type NewMessage, saveMessage } from "~/models/messages.server";
import { appSecret } from "~/models/secrets.server";
import { issueFormStamp, readSignals, spamReason } from "./form-timing.server";

export const formSecretName = "form-timing";

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
