import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { certificatePdfPath } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FilterSelect } from "~/components/filter-select";
import { PageNotice } from "~/components/page-notice";
import { Sentence } from "~/components/sentence";
import { type GiftsCopy, giftRuleText, giftsCopy } from "~/i18n/content/admin/gifts";
import { formatLongDate, formatRupees } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { recentFinancialYears } from "~/lib/gift-filters";
import { financialYearDates, financialYearOf, normalizeAadhaar, normalizePan } from "~/lib/indian-tax";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import {
  addCertificates,
  assignCertificate,
  donorsWithoutCertificate,
  emailCertificates,
  listCertificates,
  removeCertificate,
  type UploadedCertificate,
} from "~/models/certificates.server";
import { GiftRuleError } from "~/models/gifts.server";
import { getReceivingBody } from "~/models/receiving-body.server";
import type { Route } from "./+types/gifts-certificates";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

type CertificatesCopy = GiftsCopy["certificates"];

/** The portal's certificates are a page or two each; a year of a club's donors fits well under this. */
const maxFileBytes = 2 * 1024 * 1024;
const maxUploadBytes = 40 * 1024 * 1024;
const maxFiles = 200;

/** The year whose certificates the page shows: the one asked for, or last year (10BE follows the year's end). */
function chosenYear(request: Request): string {
  const asked = new URL(request.url).searchParams.get("year") ?? "";
  if (financialYearDates(asked)) return asked;
  const start = Number(financialYearOf(new Date()).slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The `?done=` an action sent the page back with (and its counts `a` and `b`), as its notice. */
function noticeOf(copy: CertificatesCopy, done: string, a: number, b: number): string | null {
  if (done === "uploaded")
    return fill(copy.uploaded, {
      total: a + b,
      matched: a,
      rest: b ? fill(copy.uploadedRest, { count: b }) : "",
    });
  if (done === "emailed") return fill(copy.emailed, { sent: a, rest: b ? fill(copy.emailedRest, { count: b }) : "" });
  return done === "matched" || done === "removed" ? copy[done] : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].certificates;
  const year = chosenYear(request);
  const url = new URL(request.url);
  const [certificates, without, body] = await Promise.all([
    listCertificates(context.db, year),
    donorsWithoutCertificate(context.db, year),
    getReceivingBody(context.db),
  ]);
  const notice = noticeOf(
    copy,
    url.searchParams.get("done") ?? "",
    Number(url.searchParams.get("a")) || 0,
    Number(url.searchParams.get("b")) || 0,
  );
  return {
    copy,
    year,
    years: [...new Set([year, ...recentFinancialYears()])].sort().reverse(),
    formName: body.certificateFormName,
    statementName: body.statementFormName,
    certificates: certificates.map((c) => ({
      id: c.id,
      fileName: c.fileName,
      kib: Math.max(1, Math.round(c.byteSize / 1024)),
      matched: c.donorIdNumber !== null,
      donor: c.donor
        ? `${c.donor.name} (${c.donor.maskedId}), ${formatRupees(c.donor.totalPaise / 100, official.locale)}`
        : null,
      hasEmail: Boolean(c.donor?.email),
      emailedTo: c.emailedTo,
      emailedOn: c.emailedAt ? formatLongDate(c.emailedAt.slice(0, 10), official.locale) : null,
    })),
    withoutCertificate: without,
    notice: notice ?? null,
  };
}

function back(request: Request, year: string, done: string, a = 0, b = 0) {
  const params = new URLSearchParams({ year, done, a: String(a), b: String(b) });
  return redirect(`${new URL(request.url).pathname}?${params}`);
}

/** The uploaded files that are PDFs, or the message that says which is not. */
async function readUploads(
  files: FormDataEntryValue[],
  copy: CertificatesCopy,
): Promise<UploadedCertificate[] | string> {
  const uploads: UploadedCertificate[] = [];
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0) continue;
    if (file.size > maxFileBytes) return fill(copy.tooLargeFile, { file: file.name });
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return fill(copy.notPdf, { file: file.name });
    uploads.push({ fileName: file.name.slice(0, 200) || "certificate.pdf", bytes });
  }
  if (uploads.length === 0) return copy.choose;
  if (uploads.length > maxFiles) return fill(copy.tooMany, { max: maxFiles });
  return uploads;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = giftsCopy[official.locale].certificates;
  const year = chosenYear(request);
  const form = await readForm(request, maxUploadBytes).catch((error: unknown) => {
    if (error instanceof Response && error.status === 413) return null;
    throw error;
  });
  if (!form) return data({ message: copy.tooMuch }, { status: 413 });
  const intent = form.get("intent");
  try {
    if (intent === "upload") {
      const uploads = await readUploads(form.getAll("certificates"), copy);
      if (typeof uploads === "string") return data({ message: uploads }, { status: 400 });
      const { matched, unmatched } = await addCertificates(context.db, official.id, year, uploads);
      return back(request, year, "uploaded", matched, unmatched);
    }
    if (intent === "email-all" || intent === "email") {
      const id = parseRecordId(form.get("id"));
      if (intent === "email" && id === null) return data({ message: copy.unknown }, { status: 400 });
      const { sent, withoutAddress } = await emailCertificates(
        context.db,
        official.id,
        year,
        intent === "email" ? [id as number] : "all",
      );
      if (sent > 0) context.mail?.nudge();
      return back(request, year, "emailed", sent, withoutAddress);
    }
    const id = parseRecordId(form.get("id"));
    if (id === null) return data({ message: copy.unknown }, { status: 400 });
    if (intent === "match") {
      const typed = String(form.get("donor") ?? "").trim();
      const idNumber = normalizePan(typed) ?? normalizeAadhaar(typed);
      if (typed && !idNumber) return data({ message: copy.typeId }, { status: 400 });
      await assignCertificate(context.db, official.id, id, idNumber);
      return back(request, year, "matched");
    }
    if (intent === "remove") {
      await removeCertificate(context.db, official.id, id);
      return back(request, year, "removed");
    }
    return data({ message: copy.unknown }, { status: 400 });
  } catch (error) {
    if (error instanceof GiftRuleError) return data({ message: giftRuleText(official.locale, error) }, { status: 409 });
    log.error("the certificates could not be saved", { err: error, intent: String(intent) });
    return data({ message: copy.failed }, { status: 500 });
  }
}

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, year, years, formName, statementName, certificates, withoutCertificate, notice } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const toSend = certificates.filter((c) => c.matched && !c.emailedTo && c.hasEmail).length;
  const post = `?year=${year}`;
  const [params] = useSearchParams();
  const removing = certificates.find((c) => String(c.id) === params.get("remove") && !c.emailedTo) ?? null;
  return (
    <AdminPage title={copy.title} wide>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      <p>{fill(copy.intro, { statement: statementName, form: formName })}</p>
      <Form method="get" className="inbox-filters">
        <FilterSelect
          id="certificates-year"
          name="year"
          label={copy.year}
          value={year}
          options={years}
          labels={Object.fromEntries(years.map((y) => [y, y]))}
        />
        <button type="submit" className="button">
          {copy.show}
        </button>
      </Form>
      <Form method="post" action={post} encType="multipart/form-data" className="form-group">
        <div className="field">
          <label htmlFor="certificate-files">{fill(copy.files, { form: formName, year })}</label>
          <input
            id="certificate-files"
            name="certificates"
            type="file"
            accept="application/pdf,.pdf"
            multiple
            required
          />
        </div>
        <button type="submit" name="intent" value="upload" disabled={busy}>
          {busy ? copy.uploading : copy.upload}
        </button>
      </Form>
      {certificates.length === 0 ? (
        <p>{fill(copy.none, { year })}</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="record-table">
              <caption>{fill(copy.caption, { year })}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy.file}</th>
                  <th scope="col">{copy.donor}</th>
                  <th scope="col">{copy.emailedColumn}</th>
                  <th scope="col">{copy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {certificates.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <a href={certificatePdfPath.replace(":id", String(c.id))} download>
                        {c.fileName}
                      </a>{" "}
                      ({c.kib} KB)
                    </td>
                    <td>
                      {c.donor ?? (c.matched ? copy.notDonor : copy.notMatched)}
                      {c.emailedTo ? null : (
                        <Form method="post" action={post} className="inline-form">
                          <input type="hidden" name="id" value={c.id} />
                          <label htmlFor={`donor-${c.id}`}>
                            {c.matched ? copy.anotherId : copy.donorId}
                            <span className="visually-hidden">{fill(copy.forFile, { file: c.fileName })}</span>
                          </label>
                          <input
                            id={`donor-${c.id}`}
                            name="donor"
                            autoComplete="off"
                            spellCheck={false}
                            required={!c.matched}
                            maxLength={20}
                          />{" "}
                          <button type="submit" name="intent" value="match" disabled={busy}>
                            {copy.match}
                          </button>
                        </Form>
                      )}
                    </td>
                    <td>
                      {c.emailedTo
                        ? fill(copy.emailedTo, { email: c.emailedTo, date: c.emailedOn ?? "" })
                        : c.matched && !c.hasEmail
                          ? copy.noEmail
                          : copy.notYet}
                    </td>
                    <td>
                      {c.emailedTo ? null : (
                        <Form method="post" action={post} className="inline-form">
                          <input type="hidden" name="id" value={c.id} />
                          {c.matched && c.hasEmail ? (
                            <button type="submit" name="intent" value="email" disabled={busy}>
                              {copy.email}
                            </button>
                          ) : null}{" "}
                          <Link to={`?year=${year}&remove=${c.id}`} preventScrollReset>
                            {copy.remove}
                          </Link>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {removing ? (
            <ConfirmDelete
              title={copy.removeTitle}
              question={
                <Sentence text={copy.removeQuestion} parts={{ file: <strong>{removing.fileName}</strong>, year }} />
              }
              consequence={copy.removeConsequence}
              closeHref={`?year=${year}`}
              formId="remove-certificate"
              hidden={{ intent: "remove", id: String(removing.id) }}
              action={post}
              confirmLabel={copy.remove}
              busyLabel={copy.removing}
            />
          ) : null}
          {toSend > 1 ? (
            <Form method="post" action={post}>
              <button type="submit" name="intent" value="email-all" disabled={busy}>
                {fill(copy.emailAll, { count: toSend })}
              </button>
            </Form>
          ) : null}
        </>
      )}
      {withoutCertificate.count > 0 ? (
        <section aria-labelledby="without-heading">
          <h2 id="without-heading">{fill(copy.without, { year })}</h2>
          <p>
            {fill(copy.withoutText, {
              donors: fill(withoutCertificate.count === 1 ? copy.donorsOne : copy.donorsMany, {
                count: withoutCertificate.count,
              }),
              statement: statementName,
              year,
              rest:
                withoutCertificate.count > withoutCertificate.donors.length
                  ? fill(copy.withoutFirst, { count: withoutCertificate.donors.length })
                  : copy.withoutAll,
            })}
          </p>
          <ul>
            {withoutCertificate.donors.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminPage>
  );
}
