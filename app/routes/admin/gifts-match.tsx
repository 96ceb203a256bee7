import { data, Form, redirect } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { PageNotice } from "~/components/page-notice";
import { type GiftsCopy, giftsCopy } from "~/i18n/content/admin/gifts";
import { formatLongDate, formatRupees } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { matchCredits, readBankStatement, type StatementCredit, statementDate } from "~/lib/bank-statement";
import { type GiftMode, reportedGiftModes } from "~/lib/form-10bd";
import { addDays } from "~/lib/india-time";
import { isGiftAmount } from "~/lib/indian-money";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import {
  confirmGiftReceived,
  GiftRuleError,
  recentBankStatements,
  recordStatementCredit,
  reportedGiftsBetween,
  saveBankStatement,
} from "~/models/gifts.server";
import type { Route } from "./+types/gifts-match";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** A year of a busy account's statement is well under this. */
const maxStatementBytes = 4 * 1024 * 1024;

/** A statement's layout as the screen names it: a bank's name, or "generic" in the official's words. */
const layoutName = (copy: GiftsCopy["match"], layout: string) => (layout === "generic" ? copy.generic : layout);

/** How a credit came, from the words banks put in its description. */
function modeOf(credit: StatementCredit): GiftMode {
  const text = `${credit.description} ${credit.reference}`;
  if (/\bUPI\b/i.test(text)) return "upi";
  if (/\b(CHQ|CHEQUE|CLEARING|CLG)\b/i.test(text)) return "cheque";
  if (/\bCASH\b/i.test(text)) return "cash";
  return "bank";
}

/** An unmatched credit the treasurer may record, carried in the review form as one value. */
const creditValue = (credit: StatementCredit) =>
  [credit.line, credit.date, credit.amountPaise, modeOf(credit), credit.reference.slice(0, 35)].join("|");

function parseCreditValue(value: FormDataEntryValue, statementId: number | null) {
  const [line = "", date = "", paise = "", mode = "", reference = ""] = String(value).split("|");
  const amountPaise = Number(paise);
  if (statementDate(date) !== date || !isGiftAmount(amountPaise)) return null;
  if (!(reportedGiftModes as readonly string[]).includes(mode)) return null;
  const from = statementId === null ? undefined : lineOf(statementId, line);
  return { date, amountPaise, mode: mode as GiftMode, bankReference: reference.trim() || null, from };
}

/** A reported gift the review ticked, carried as "gift id|statement line". */
function parseGiftValue(value: FormDataEntryValue, statementId: number | null) {
  const [id = "", line = ""] = String(value).split("|");
  const giftId = parseRecordId(id);
  if (giftId === null) return null;
  return { giftId, from: statementId === null ? undefined : lineOf(statementId, line) };
}

function lineOf(statementId: number, line: string) {
  const number = Number(line);
  return Number.isSafeInteger(number) && number > 0 ? { statementId, line: number } : undefined;
}

type Review = {
  statementId: number;
  layout: string;
  skipped: number;
  matches: {
    credit: StatementCredit;
    value: string;
    gift: { id: number; donorName: string; reference: string } | null;
    basis: "reference" | "amount-and-date" | null;
  }[];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].match;
  const day = (date: string) => formatLongDate(date, official.locale);
  const statements = await recentBankStatements(context.db);
  return {
    copy,
    locale: official.locale,
    statements: statements.map((s) => ({
      ...s,
      layout: layoutName(copy, s.layout),
      uploadedOn: day(s.uploadedAt.slice(0, 10)),
      period: s.firstDate && s.lastDate ? fill(copy.period, { first: day(s.firstDate), last: day(s.lastDate) }) : "",
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].match;
  const form = await readForm(request, maxStatementBytes);
  const intent = form.get("intent");
  if (intent === "read") {
    const file = form.get("statement");
    if (!(file instanceof File) || file.size === 0)
      return data({ message: copy.chooseFile, review: null }, { status: 400 });
    const content = await file.text();
    const reading = readBankStatement(content);
    if (!reading.ok) return data({ message: copy.problems[reading.problem], review: null }, { status: 400 });
    const dates = reading.credits.map((c) => c.date).sort();
    const statementId = await saveBankStatement(context.db, official.id, {
      fileName: file.name || "statement.csv",
      layout: reading.layout,
      content,
      credits: reading.credits.length,
      firstDate: dates[0] ?? null,
      lastDate: dates.at(-1) ?? null,
    });
    const gifts = await reportedGiftsBetween(context.db, addDays(dates[0] ?? "", -10), addDays(dates.at(-1) ?? "", 3));
    const review: Review = {
      statementId,
      layout: layoutName(copy, reading.layout),
      skipped: reading.skipped,
      matches: matchCredits(reading.credits, gifts).map(({ credit, gift, basis }) => {
        const found = gift ? gifts.find((g) => g.id === gift.id) : undefined;
        return {
          credit,
          value: creditValue(credit),
          gift: found ? { id: found.id, donorName: found.donorName, reference: found.reference } : null,
          basis,
        };
      }),
    };
    return { message: null, review };
  }
  if (intent !== "confirm") return data({ message: copy.unknown, review: null }, { status: 400 });
  const statementId = parseRecordId(form.get("statement"));
  const gifts = form.getAll("gift").map((value) => parseGiftValue(value, statementId));
  const credits = form.getAll("credit").map((value) => parseCreditValue(value, statementId));
  if (gifts.some((gift) => gift === null) || credits.some((c) => c === null))
    return data({ message: copy.unreadable, review: null }, { status: 400 });
  let received = 0;
  let recorded = 0;
  try {
    for (const gift of gifts) {
      if (!gift) continue;
      try {
        await confirmGiftReceived(context.db, official.id, gift.giftId, new Date(), gift.from);
        received += 1;
      } catch (error) {
        // Marked received meanwhile (another official, or this review sent twice): nothing to do.
        if (!(error instanceof GiftRuleError)) throw error;
      }
    }
    for (const credit of credits)
      if (credit) await recordStatementCredit(context.db, official.id, credit).then(() => (recorded += 1));
  } catch (error) {
    log.error("matching a bank statement failed", { err: error });
    return data({ message: fill(copy.stopped, { received, recorded }), review: null }, { status: 500 });
  }
  return redirect(`/gifts?done=matched&received=${received}&recorded=${recorded}`);
}

export default function GiftsMatch({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = loaderData;
  const review = actionData?.review ?? null;
  return (
    <AdminPage title={copy.title} wide>
      <PageNotice ok={false} text={actionData?.message} />
      <p>{copy.intro}</p>
      <Form method="post" encType="multipart/form-data" className="inbox-filters">
        <input type="hidden" name="intent" value="read" />
        <div className="field">
          <label htmlFor="statement">{copy.file}</label>
          <input id="statement" name="statement" type="file" accept=".csv,text/csv" required />
        </div>
        <button type="submit" className="button">
          {copy.read}
        </button>
      </Form>
      {review ? (
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="statement" value={review.statementId} />
          <h2>
            {fill(review.matches.length === 1 ? copy.readOne : copy.readMany, {
              count: review.matches.length,
              layout: review.layout,
            })}
          </h2>
          {review.skipped > 0 ? (
            <p className="muted">
              {fill(review.skipped === 1 ? copy.skippedOne : copy.skippedMany, { count: review.skipped })}
            </p>
          ) : null}
          <div className="table-scroll">
            <table className="admin-table stack-table">
              <thead>
                <tr>
                  <th scope="col">{copy.line}</th>
                  <th scope="col">{copy.date}</th>
                  <th scope="col">{copy.amount}</th>
                  <th scope="col">{copy.description}</th>
                  <th scope="col">{copy.gift}</th>
                  <th scope="col">{copy.confirm}</th>
                </tr>
              </thead>
              <tbody>
                {review.matches.map(({ credit, value, gift, basis }) => {
                  const amount = formatRupees(credit.amountPaise / 100, locale);
                  const day = formatLongDate(credit.date, locale);
                  return (
                    <tr key={`${credit.line}-${value}`}>
                      <td data-label={copy.line}>{credit.line}</td>
                      <td data-label={copy.date}>{day}</td>
                      <td data-label={copy.amount}>{amount}</td>
                      <td data-label={copy.description} className="break-anywhere">
                        {credit.description}
                        {credit.reference ? <span className="muted"> ({credit.reference})</span> : null}
                      </td>
                      <td data-label={copy.gift}>
                        {gift ? (
                          <>
                            {gift.donorName} <span className="muted">({gift.reference})</span>
                            <br />
                            <span className="muted">{basis ? copy.found[basis] : ""}</span>
                          </>
                        ) : (
                          copy.noGift
                        )}
                      </td>
                      <td data-label={copy.confirm}>
                        {gift ? (
                          <label className="check-label">
                            <input
                              type="checkbox"
                              name="gift"
                              value={`${gift.id}|${credit.line}`}
                              defaultChecked={basis === "reference"}
                            />{" "}
                            {copy.markReceived}
                            <span className="visually-hidden">
                              {fill(copy.giftHidden, { name: gift.donorName, amount, date: day })}
                            </span>
                          </label>
                        ) : (
                          <label className="check-label">
                            <input type="checkbox" name="credit" value={value} /> {copy.recordAnonymous}
                            <span className="visually-hidden">{fill(copy.creditHidden, { amount, date: day })}</span>
                          </label>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>
            <button type="submit" className="button primary">
              {copy.confirmTicked}
            </button>
          </p>
        </Form>
      ) : null}
      {loaderData.statements.length > 0 ? (
        <section aria-labelledby="statements-heading">
          <h2 id="statements-heading">{copy.statements}</h2>
          <p className="muted">{copy.kept}</p>
          <ul>
            {loaderData.statements.map((s) => (
              <li key={s.id}>
                {fill(copy.statement, {
                  file: s.fileName,
                  layout: s.layout,
                  date: s.uploadedOn,
                  credits: fill(s.credits === 1 ? copy.creditsOne : copy.creditsMany, { count: s.credits }),
                  period: s.period,
                  gifts: fill(s.confirmed === 1 ? copy.giftsOne : copy.giftsMany, { count: s.confirmed }),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminPage>
  );
}
