import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { certificatePdfPath } from "~/admin-screens";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FilterSelect } from "~/components/filter-select";
import { PageNotice } from "~/components/page-notice";
import { formatLongDate, formatRupees } from "~/i18n/format";
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

export const meta: Route.MetaFunction = () => [{ title: "Donors' certificates" }];

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

const notices: Record<string, (sent: number, other: number) => string> = {
  uploaded: (matched, unmatched) =>
    `${matched + unmatched} uploaded: ${matched} matched to a donor by the file name${unmatched ? `, ${unmatched} to match below` : ""}.`,
  emailed: (sent, withoutAddress) =>
    `${sent} e-mailed.${withoutAddress ? ` ${withoutAddress} matched to donors without an e-mail address: download and send those yourself.` : ""}`,
  matched: () => "Match saved.",
  removed: () => "Certificate removed.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const year = chosenYear(request);
  const url = new URL(request.url);
  const [certificates, without, body] = await Promise.all([
    listCertificates(context.db, year),
    donorsWithoutCertificate(context.db, year),
    getReceivingBody(context.db),
  ]);
  const done = url.searchParams.get("done") ?? "";
  const notice = notices[done]?.(Number(url.searchParams.get("a")) || 0, Number(url.searchParams.get("b")) || 0);
  return {
    year,
    years: [...new Set([year, ...recentFinancialYears()])].sort().reverse(),
    formName: body.certificateFormName,
    statementName: body.statementFormName,
    certificates: certificates.map((c) => ({
      id: c.id,
      fileName: c.fileName,
      kib: Math.max(1, Math.round(c.byteSize / 1024)),
      matched: c.donorIdNumber !== null,
      donor: c.donor ? `${c.donor.name} (${c.donor.maskedId}), ${formatRupees(c.donor.totalPaise / 100, "en")}` : null,
      hasEmail: Boolean(c.donor?.email),
      emailedTo: c.emailedTo,
      emailedOn: c.emailedAt ? formatLongDate(c.emailedAt.slice(0, 10), "en") : null,
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
async function readUploads(files: FormDataEntryValue[]): Promise<UploadedCertificate[] | string> {
  const uploads: UploadedCertificate[] = [];
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0) continue;
    if (file.size > maxFileBytes)
      return `${file.name} is larger than 2 MB: it is not one of the portal's certificates.`;
    const bytes = Buffer.from(await file.arrayBuffer());
    if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-")
      return `${file.name} is not a PDF. Upload the certificates as the portal gives them (unzip the download first).`;
    uploads.push({ fileName: file.name.slice(0, 200) || "certificate.pdf", bytes });
  }
  if (uploads.length === 0) return "Choose the certificates' PDF files.";
  if (uploads.length > maxFiles) return `Upload at most ${maxFiles} certificates at a time.`;
  return uploads;
}

export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const year = chosenYear(request);
  const form = await readForm(request, maxUploadBytes).catch((error: unknown) => {
    if (error instanceof Response && error.status === 413) return null;
    throw error;
  });
  if (!form)
    return data({ message: "Too much at once: upload the certificates in two or more parts." }, { status: 413 });
  const intent = form.get("intent");
  try {
    if (intent === "upload") {
      const uploads = await readUploads(form.getAll("certificates"));
      if (typeof uploads === "string") return data({ message: uploads }, { status: 400 });
      const { matched, unmatched } = await addCertificates(context.db, official.id, year, uploads);
      return back(request, year, "uploaded", matched, unmatched);
    }
    if (intent === "email-all" || intent === "email") {
      const id = parseRecordId(form.get("id"));
      if (intent === "email" && id === null) return data({ message: "Unknown request." }, { status: 400 });
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
    if (id === null) return data({ message: "Unknown request." }, { status: 400 });
    if (intent === "match") {
      const typed = String(form.get("donor") ?? "").trim();
      const idNumber = normalizePan(typed) ?? normalizeAadhaar(typed);
      if (typed && !idNumber)
        return data(
          { message: "Type the donor's PAN (ABCDE1234F) or Aadhaar number as the certificate shows it." },
          { status: 400 },
        );
      await assignCertificate(context.db, official.id, id, idNumber);
      return back(request, year, "matched");
    }
    if (intent === "remove") {
      await removeCertificate(context.db, official.id, id);
      return back(request, year, "removed");
    }
    return data({ message: "Unknown request." }, { status: 400 });
  } catch (error) {
    if (error instanceof GiftRuleError) return data({ message: error.message }, { status: 409 });
    log.error("the certificates could not be saved", { err: error, intent: String(intent) });
    return data({ message: "That could not be saved. Please try again." }, { status: 500 });
  }
}

export default function Certificates({ loaderData, actionData }: Route.ComponentProps) {
  const { year, years, formName, statementName, certificates, withoutCertificate, notice } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const toSend = certificates.filter((c) => c.matched && !c.emailedTo && c.hasEmail).length;
  const post = `?year=${year}`;
  const [params] = useSearchParams();
  const removing = certificates.find((c) => String(c.id) === params.get("remove") && !c.emailedTo) ?? null;
  return (
    <AdminPage title="Donors' certificates" wide>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      <p>
        After filing {statementName} for a year, download the donors' certificates ({formName}) from the e-filing portal
        and upload them here: each is matched to its donor by the PAN or Aadhaar number in its file name, or by you
        below, and e-mailed to the donor in their language.
      </p>
      <Form method="get" className="inbox-filters">
        <FilterSelect
          id="certificates-year"
          name="year"
          label="Financial year"
          value={year}
          options={years}
          labels={Object.fromEntries(years.map((y) => [y, y]))}
        />
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <Form method="post" action={post} encType="multipart/form-data" className="form-group">
        <div className="field">
          <label htmlFor="certificate-files">
            {formName} PDFs for {year} (you can choose many at once)
          </label>
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
          {busy ? "Uploading..." : "Upload certificates"}
        </button>
      </Form>
      {certificates.length === 0 ? (
        <p>No certificates uploaded for {year} yet.</p>
      ) : (
        <>
          <div className="table-scroll">
            <table className="record-table">
              <caption>Certificates for {year}</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Donor</th>
                  <th scope="col">E-mailed</th>
                  <th scope="col">Actions</th>
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
                      {c.donor ?? (c.matched ? "Not a donor of this year any more" : "Not matched yet")}
                      {c.emailedTo ? null : (
                        <Form method="post" action={post} className="inline-form">
                          <input type="hidden" name="id" value={c.id} />
                          <label htmlFor={`donor-${c.id}`}>
                            {c.matched ? "Another donor's" : "Donor's"} PAN or Aadhaar number
                            <span className="visually-hidden"> for {c.fileName}</span>
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
                            Match
                          </button>
                        </Form>
                      )}
                    </td>
                    <td>
                      {c.emailedTo
                        ? `To ${c.emailedTo}, ${c.emailedOn}`
                        : c.matched && !c.hasEmail
                          ? "No e-mail address: download it and send it yourself"
                          : "Not yet"}
                    </td>
                    <td>
                      {c.emailedTo ? null : (
                        <Form method="post" action={post} className="inline-form">
                          <input type="hidden" name="id" value={c.id} />
                          {c.matched && c.hasEmail ? (
                            <button type="submit" name="intent" value="email" disabled={busy}>
                              E-mail to donor
                            </button>
                          ) : null}{" "}
                          <Link to={`?year=${year}&remove=${c.id}`} preventScrollReset>
                            Remove
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
              title="Remove this certificate?"
              question={
                <>
                  Remove <strong>{removing.fileName}</strong>, uploaded for {year}?
                </>
              }
              consequence="It has not been e-mailed. You can upload it again later."
              closeHref={`?year=${year}`}
              formId="remove-certificate"
              hidden={{ intent: "remove", id: String(removing.id) }}
              action={post}
              confirmLabel="Remove"
              busyLabel="Removing..."
            />
          ) : null}
          {toSend > 1 ? (
            <Form method="post" action={post}>
              <button type="submit" name="intent" value="email-all" disabled={busy}>
                E-mail the {toSend} matched certificates not sent yet
              </button>
            </Form>
          ) : null}
        </>
      )}
      {withoutCertificate.count > 0 ? (
        <section aria-labelledby="without-heading">
          <h2 id="without-heading">Donors of {year} without a certificate here</h2>
          <p>
            {withoutCertificate.count === 1 ? "1 donor" : `${withoutCertificate.count} donors`} in {statementName} for{" "}
            {year} have no certificate here yet
            {withoutCertificate.count > withoutCertificate.donors.length
              ? `; the first ${withoutCertificate.donors.length} by name:`
              : ":"}
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
