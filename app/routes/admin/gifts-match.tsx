import { data, Form, redirect } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { PageNotice } from "~/components/page-notice";
import { formatLongDate, formatRupees } from "~/i18n/format";
import {
  matchCredits,
  readBankStatement,
  type StatementCredit,
  type StatementProblem,
  statementDate,
} from "~/lib/bank-statement";
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

export const meta: Route.MetaFunction = () => [{ title: "Match a bank statement" }];

/** A year of a busy account's statement is well under this. */
const maxStatementBytes = 4 * 1024 * 1024;

const problems: Record<StatementProblem, string> = {
  empty: "The file is empty.",
  "not-csv":
    "The file could not be read as CSV. Export the statement from your bank as CSV (not PDF or Excel) and try again.",
  "no-header":
    "No statement columns were found. The file needs a header row with a date, a description and a credit column (SBI, HDFC, ICICI and Axis Bank's exports have them).",
  "no-credits": "The statement has no credits to match.",
  "too-large": "The statement is too long: export one month or one quarter at a time.",
};

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
  await requireOfficial(request, context);
  const statements = await recentBankStatements(context.db);
  return {
    statements: statements.map((s) => ({
      ...s,
      uploadedOn: formatLongDate(s.uploadedAt.slice(0, 10), "en"),
      period:
        s.firstDate && s.lastDate ? `${formatLongDate(s.firstDate, "en")} to ${formatLongDate(s.lastDate, "en")}` : "",
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request, maxStatementBytes);
  const intent = form.get("intent");
  if (intent === "read") {
    const file = form.get("statement");
    if (!(file instanceof File) || file.size === 0)
      return data({ message: "Choose the bank statement's CSV file.", review: null }, { status: 400 });
    const content = await file.text();
    const reading = readBankStatement(content);
    if (!reading.ok) return data({ message: problems[reading.problem], review: null }, { status: 400 });
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
      layout: reading.layout,
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
  if (intent !== "confirm") return data({ message: "Unknown request.", review: null }, { status: 400 });
  const statementId = parseRecordId(form.get("statement"));
  const gifts = form.getAll("gift").map((value) => parseGiftValue(value, statementId));
  const credits = form.getAll("credit").map((value) => parseCreditValue(value, statementId));
  if (gifts.some((gift) => gift === null) || credits.some((c) => c === null))
    return data({ message: "The review could not be read: read the statement again.", review: null }, { status: 400 });
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
    return data(
      {
        message: `Stopped after ${received} marked received and ${recorded} recorded: please read the statement again.`,
        review: null,
      },
      { status: 500 },
    );
  }
  return redirect(`/gifts?done=matched&received=${received}&recorded=${recorded}`);
}

const basisLabel = { reference: "by its reference", "amount-and-date": "same amount, within 3 days" } as const;

export default function GiftsMatch({ loaderData, actionData }: Route.ComponentProps) {
  const review = actionData?.review ?? null;
  return (
    <AdminPage title="Match a bank statement" wide>
      <PageNotice ok={false} text={actionData?.message} />
      <p>
        Export the statement from your bank's internet banking as CSV and choose it here. The site reads its credits
        (SBI, HDFC, ICICI, Axis Bank, or any file with date, description and credit columns) and proposes the gift each
        one pays for. Nothing changes until you confirm.
      </p>
      <Form method="post" encType="multipart/form-data" className="inbox-filters">
        <input type="hidden" name="intent" value="read" />
        <div className="field">
          <label htmlFor="statement">Bank statement (CSV)</label>
          <input id="statement" name="statement" type="file" accept=".csv,text/csv" required />
        </div>
        <button type="submit" className="button">
          Read the statement
        </button>
      </Form>
      {review ? (
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="statement" value={review.statementId} />
          <h2>
            {review.matches.length === 1 ? "1 credit" : `${review.matches.length} credits`} read ({review.layout}{" "}
            layout)
          </h2>
          {review.skipped > 0 ? (
            <p className="muted">
              {review.skipped === 1 ? "1 line was" : `${review.skipped} lines were`} not a transaction and passed over.
            </p>
          ) : null}
          <div className="table-scroll">
            <table className="admin-table stack-table">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Description</th>
                  <th scope="col">Gift it pays for</th>
                  <th scope="col">Confirm</th>
                </tr>
              </thead>
              <tbody>
                {review.matches.map(({ credit, value, gift, basis }) => {
                  const amount = formatRupees(credit.amountPaise / 100, "en");
                  const day = formatLongDate(credit.date, "en");
                  return (
                    <tr key={`${credit.line}-${value}`}>
                      <td data-label="Line">{credit.line}</td>
                      <td data-label="Date">{day}</td>
                      <td data-label="Amount">{amount}</td>
                      <td data-label="Description" className="break-anywhere">
                        {credit.description}
                        {credit.reference ? <span className="muted"> ({credit.reference})</span> : null}
                      </td>
                      <td data-label="Gift it pays for">
                        {gift ? (
                          <>
                            {gift.donorName} <span className="muted">({gift.reference})</span>
                            <br />
                            <span className="muted">Found {basis ? basisLabel[basis] : ""}</span>
                          </>
                        ) : (
                          "No reported gift"
                        )}
                      </td>
                      <td data-label="Confirm">
                        {gift ? (
                          <label className="check-label">
                            <input
                              type="checkbox"
                              name="gift"
                              value={`${gift.id}|${credit.line}`}
                              defaultChecked={basis === "reference"}
                            />{" "}
                            Mark received
                            <span className="visually-hidden">
                              : {gift.donorName}, {amount} on {day}
                            </span>
                          </label>
                        ) : (
                          <label className="check-label">
                            <input type="checkbox" name="credit" value={value} /> Record as an anonymous gift
                            <span className="visually-hidden">
                              : {amount} on {day}
                            </span>
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
              Confirm the ticked credits
            </button>
          </p>
        </Form>
      ) : null}
      {loaderData.statements.length > 0 ? (
        <section aria-labelledby="statements-heading">
          <h2 id="statements-heading">Statements read lately</h2>
          <p className="muted">
            Each statement is kept as uploaded, with the gifts it confirmed, and goes into backups.
          </p>
          <ul>
            {loaderData.statements.map((s) => (
              <li key={s.id}>
                {s.fileName} ({s.layout}), read on {s.uploadedOn}:{" "}
                {s.credits === 1 ? "1 credit" : `${s.credits} credits`}
                {s.period ? ` from ${s.period}` : ""}, {s.confirmed === 1 ? "1 gift" : `${s.confirmed} gifts`} confirmed
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminPage>
  );
}
