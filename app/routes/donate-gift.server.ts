import type { AppLoadContext } from "react-router";
import type { MessageOutcome } from "~/forms/form-fields";
import { formSecretName, readSignals, spamReason } from "~/forms/form-timing.server";
import {
  donorIdOf,
  type GiftReportInput,
  giftReferencePattern,
  giftReportErrorWords,
  giftReportSchema,
} from "~/forms/gift-report";
import { parsePublicForm, replyPublicDone, replyPublicRefused } from "~/forms/public-form.server";
import { rateLimited } from "~/forms/rate-limit";
import { giftContent } from "~/i18n/content/gift";
import { requestLocale } from "~/i18n/page.server";
import { isCauseId } from "~/lib/gift-filters";
import { isGiftAmount, parseRupees } from "~/lib/indian-money";
import { readForm } from "~/lib/read-form.server";
import { log } from "~/log.server";
import {
  DuplicateBankReferenceError,
  DuplicateGiftReferenceError,
  GiftRuleError,
  giftsReportedBy,
  newGiftReference,
  reportGiftAndAcknowledge,
} from "~/models/gifts.server";
import { appSecret } from "~/models/secrets.server";

/** Gifts one e-mail address may report in an hour: enough for a family, too few to flood an inbox. */
const reportsPerHour = 5;

/** The form's id on the giving page. */
const giftFormId = "gift";

type GiftChoice =
  | { state: "none" }
  | { state: "invalid"; typed: string }
  | { state: "chosen"; amountPaise: number; typed: string; cause: { id: string; title: string } | null };

/**
 * The amount chooser's answer, from the page's query (a GET form, so it works
 * without JavaScript): `amount` is a suggested amount or "other" with `other`
 * typed, `for` one of the giving page's causes (anything else is no cause).
 */
export function chosenGift(url: URL, causes: { id: string; title: string }[]): GiftChoice {
  const picked = url.searchParams.get("amount");
  if (picked === null) return { state: "none" };
  const typed = (picked === "other" ? (url.searchParams.get("other") ?? "") : picked).slice(0, 40);
  const paise = parseRupees(typed.normalize("NFKC"));
  if (paise === null || !isGiftAmount(paise)) return { state: "invalid", typed };
  const causeId = url.searchParams.get("for");
  const cause = causes.find((c) => c.id === causeId) ?? null;
  return { state: "chosen", amountPaise: paise, typed, cause };
}

/**
 * "I have given": the schema checks the report (each field's message in the
 * page's language), a bot's report is answered like anyone's and not kept,
 * an address that reported five gifts this hour waits; then the gift and its
 * acknowledgement are stored together. A transaction reference reported
 * before is named on its field; nothing is stored then.
 */
export async function reportGiftAction(request: Request, context: AppLoadContext) {
  const locale = requestLocale(request);
  const copy = giftContent[locale].report;
  const form = await readForm(request);
  const translate = giftReportErrorWords(copy.errors);
  const submission = parsePublicForm(form, giftReportSchema, translate);
  if (submission.status !== "success")
    return replyPublicRefused<MessageOutcome>(giftFormId, submission, "invalid", { status: 400 });
  const report = submission.value;
  const secret = await appSecret(context.db, formSecretName);
  const spam = spamReason(readSignals(form), secret, context.config.FORM_MIN_FILL_SECONDS * 1000);
  if (spam) {
    log.info("gift report taken for a bot's and not stored", { reason: spam });
    return replyPublicDone<MessageOutcome>(giftFormId, submission, "sent", copy.sent);
  }
  const since = new Date(Date.now() - 60 * 60 * 1000);
  if ((await giftsReportedBy(context.db, report.email, since)) >= reportsPerHour)
    return replyPublicRefused<MessageOutcome>(giftFormId, submission, "limited", {
      message: copy.limited,
      ...rateLimited,
    });
  try {
    await reportGiftAndAcknowledge(context.db, giftOf(report, locale));
  } catch (error) {
    if (error instanceof DuplicateBankReferenceError)
      return replyPublicRefused<MessageOutcome>(giftFormId, submission, "invalid", {
        fieldErrors: { bankReference: [translate("duplicate", "bankReference")] },
        status: 400,
      });
    if (error instanceof DuplicateGiftReferenceError)
      return replyPublicRefused<MessageOutcome>(giftFormId, submission, "invalid", {
        message: copy.duplicateReference,
        status: 400,
      });
    if (!(error instanceof GiftRuleError)) log.error("gift report not saved", { err: error });
    return replyPublicRefused<MessageOutcome>(giftFormId, submission, "failed", { message: copy.failed, status: 500 });
  }
  context.mail?.nudge();
  return replyPublicDone<MessageOutcome>(giftFormId, submission, "sent", copy.sent);
}

function giftOf(report: GiftReportInput, locale: ReturnType<typeof requestLocale>) {
  const id = report.idNumber ? donorIdOf(report.idNumber) : null;
  return {
    // The page's reference when it made one (the UPI link's tr); else a new one.
    reference: giftReferencePattern.test(report.reference) ? report.reference : newGiftReference(),
    indianCitizen: true,
    donorName: report.name,
    email: report.email,
    phone: report.phone,
    amountPaise: report.amount,
    givenOn: report.givenOn,
    mode: report.mode,
    bankReference: report.mode === "cash" ? null : report.bankReference || null,
    // A cause is one of the giving page's item ids; the treasurer's screens show its title.
    cause: isCauseId(report.cause) ? report.cause : null,
    idKind: id?.kind ?? null,
    idNumber: id?.number ?? null,
    address: id ? report.address : "",
    locale,
    consented: id !== null && report.consent === "yes",
  };
}
