import type { Db, Engine } from "~/db/connect.server";
import { rowsAsArrays } from "~/db/rows-as-arrays";
import type { Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isLocale } from "~/i18n/locales";
import type { DonationType, DonorIdKind, GiftMode, ReportableGift } from "~/lib/form-10bd";
import { financialYearDates, maskAadhaar, maskPan } from "~/lib/indian-tax";
import { certificateEmail } from "~/mail/gift-templates";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "./audit.server";
import { clubNameIn, getClubNames } from "./club-profile.server";
import { GiftRuleError } from "./gifts.server";
import { savePrivateFile } from "./private-files.server";
import { getReceivingBody } from "./receiving-body.server";

/**
 * Form 10BE: after Form 10BD is filed, the tax portal issues one certificate
 * per donor, which the treasurer uploads here and the site e-mails to each
 * donor in their language (docs/decisions/0074-private-files-and-form-10be.md).
 */

/** A donor Form 10BD reports for a year: one PAN or Aadhaar number. */
export interface CertificateDonor {
  idNumber: string;
  idKind: DonorIdKind;
  /** As masked on screen: ABXXXXXX4K, XXXX XXXX 0124. */
  maskedId: string;
  name: string;
  /** The address of their latest gift that gave one; empty when none did. */
  email: string;
  locale: Locale;
  totalPaise: number;
}

const masked = (kind: DonorIdKind, idNumber: string) =>
  kind === "aadhaar" ? maskAadhaar(idNumber) : maskPan(idNumber);

function yearDates(financialYear: string) {
  const dates = financialYearDates(financialYear);
  if (!dates) throw new GiftRuleError("notAYear", { year: financialYear });
  return dates;
}

/** The year's received gifts that carry a PAN or Aadhaar number: what Form 10BD reports. */
const reportedGiftsOf = (db: Db, financialYear: string) => {
  const dates = yearDates(financialYear);
  return db
    .selectFrom("gifts")
    .where("status", "=", "received")
    .where("id_number", "is not", null)
    .where("given_on", ">=", dates.from)
    .where("given_on", "<=", dates.to);
};

/**
 * The year's received gifts Form 10BD reports (app/lib/form-10bd.ts), in the
 * order they came: by day, then as recorded.
 */
export async function giftsForForm10bd(db: Db, engine: Engine, financialYear: string): Promise<ReportableGift[]> {
  // A year of a busy club's gifts is thousands of rows (decision 0090).
  type Row = [string, number, string, string, DonorIdKind, string, DonationType, GiftMode, number];
  const rows = await rowsAsArrays<"gifts", Row>(engine, reportedGiftsOf(db, financialYear), [
    "given_on",
    "id",
    "donor_name",
    "address",
    "id_kind",
    "id_number",
    "donation_type",
    "mode",
    "amount_paise",
  ]);
  // The index gives them in order already, and a sort of sorted rows is one pass.
  const inOrder = rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return inOrder.map(([receivedOn, , donorName, donorAddress, idKind, idNumber, donationType, mode, amountPaise]) => ({
    donorName,
    donorAddress,
    idKind,
    idNumber,
    donationType,
    mode,
    amountPaise: Number(amountPaise),
    receivedOn,
  }));
}

/**
 * The year's donors Form 10BD reports (received gifts with a PAN or Aadhaar
 * number), by name; only those of `idNumbers` when given (a district's year
 * may have thousands).
 */
export async function certificateDonors(
  db: Db,
  financialYear: string,
  idNumbers?: readonly string[],
): Promise<CertificateDonor[]> {
  if (idNumbers?.length === 0) return [];
  let query = reportedGiftsOf(db, financialYear).select([
    "id_kind",
    "id_number",
    "donor_name",
    "email",
    "locale",
    "amount_paise",
  ]);
  if (idNumbers) query = query.where("id_number", "in", [...idNumbers]);
  const rows = await query.orderBy("given_on").orderBy("id").execute();
  const donors = new Map<string, CertificateDonor>();
  for (const row of rows) {
    if (!row.id_number || !row.id_kind) continue;
    const donor = donors.get(row.id_number) ?? {
      idNumber: row.id_number,
      idKind: row.id_kind,
      maskedId: masked(row.id_kind, row.id_number),
      name: row.donor_name,
      email: "",
      locale: "en" as Locale,
      totalPaise: 0,
    };
    donor.totalPaise += Number(row.amount_paise);
    // The latest gift's name and address win: a donor may have corrected them.
    if (row.donor_name) donor.name = row.donor_name;
    if (row.email) {
      donor.email = row.email;
      donor.locale = isLocale(row.locale) ? row.locale : "en";
    }
    donors.set(row.id_number, donor);
  }
  return [...donors.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** The donors of a year who have no certificate here yet: how many, and the first `limit` by name. */
export async function donorsWithoutCertificate(db: Db, financialYear: string, limit = 100) {
  const missing = reportedGiftsOf(db, financialYear).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("certificates as c")
          .select("c.id")
          .whereRef("c.donor_id_number", "=", "gifts.id_number")
          .where("c.financial_year", "=", financialYear),
      ),
    ),
  );
  const [count, names] = await Promise.all([
    missing.select(({ fn }) => fn.count<string>("id_number").distinct().as("n")).executeTakeFirst(),
    missing
      .select(({ fn }) => ["id_number", "id_kind", fn.max("donor_name").as("name")])
      .groupBy(["id_number", "id_kind"])
      .orderBy("name")
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count?.n ?? 0),
    donors: names.map((row) => `${row.name} (${masked(row.id_kind ?? "pan", row.id_number ?? "")})`),
  };
}

/**
 * The donor a certificate's file name names: the portal's files carry the
 * donor's PAN or Aadhaar number, and treasurers often rename them to it. Only
 * one donor's number may appear: a name that fits two is left to the treasurer.
 */
export function donorOfFileName(fileName: string, donorIds: ReadonlySet<string>): string | null {
  const upper = fileName.toUpperCase();
  const pans = upper.match(/(?<![A-Z0-9])[A-Z]{5}\d{4}[A-Z](?![A-Z0-9])/g) ?? [];
  const aadhaars = upper.replace(/[\s_-]+/g, "").match(/(?<!\d)\d{12}(?!\d)/g) ?? [];
  const found = new Set([...pans, ...aadhaars].filter((id) => donorIds.has(id)));
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

export interface UploadedCertificate {
  fileName: string;
  bytes: Buffer;
}

/** Stores the uploaded certificates of a year, each matched to a donor by its file name when it can be. */
export async function addCertificates(
  db: Db,
  officialId: number | null,
  financialYear: string,
  files: readonly UploadedCertificate[],
): Promise<{ matched: number; unmatched: number }> {
  const donorIds = new Set(
    (await reportedGiftsOf(db, financialYear).select("id_number").distinct().execute()).map(
      (row) => row.id_number ?? "",
    ),
  );
  return db.transaction().execute(async (trx) => {
    let matched = 0;
    for (const file of files) {
      const fileId = await savePrivateFile(trx, officialId, {
        purpose: "certificate",
        fileName: file.fileName,
        contentType: "application/pdf",
        bytes: file.bytes,
      });
      const donor = donorOfFileName(file.fileName, donorIds);
      if (donor) matched += 1;
      await trx
        .insertInto("certificates")
        .values({
          financial_year: financialYear,
          file_id: fileId,
          donor_id_number: donor,
          emailed_to: null,
          emailed_at: null,
          created_at: nowIso(),
          created_by: officialId,
        })
        .execute();
    }
    await recordAudit(
      trx,
      officialId,
      "create",
      "certificate",
      null,
      `Uploaded ${files.length} certificate${files.length === 1 ? "" : "s"} for ${financialYear}`,
    );
    return { matched, unmatched: files.length - matched };
  });
}

export interface CertificateEntry {
  id: number;
  fileName: string;
  byteSize: number;
  donor: CertificateDonor | null;
  /** The number it was matched to, even when no received gift of the year carries it any more. */
  donorIdNumber: string | null;
  emailedTo: string | null;
  emailedAt: string | null;
}

/** A year's uploaded certificates, in upload order, with the donor each was matched to. */
export async function listCertificates(db: Db, financialYear: string): Promise<CertificateEntry[]> {
  const rows = await db
    .selectFrom("certificates as c")
    .innerJoin("private_files as f", "f.id", "c.file_id")
    .select(["c.id", "f.file_name", "f.byte_size", "c.donor_id_number", "c.emailed_to", "c.emailed_at"])
    .where("c.financial_year", "=", financialYear)
    .orderBy("c.id")
    .execute();
  const matched = [...new Set(rows.flatMap((row) => (row.donor_id_number ? [row.donor_id_number] : [])))];
  const donors = await certificateDonors(db, financialYear, matched);
  const byId = new Map(donors.map((donor) => [donor.idNumber, donor]));
  return rows.map((row) => ({
    id: Number(row.id),
    fileName: row.file_name,
    byteSize: Number(row.byte_size),
    donor: row.donor_id_number ? (byId.get(row.donor_id_number) ?? null) : null,
    donorIdNumber: row.donor_id_number,
    emailedTo: row.emailed_to,
    emailedAt: row.emailed_at,
  }));
}

async function certificateOf(db: Db, id: number) {
  const row = await db
    .selectFrom("certificates")
    .select(["id", "financial_year", "file_id", "donor_id_number", "emailed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new GiftRuleError("noCertificate");
  return row;
}

/** Matches a certificate to a donor of its year (chosen by the treasurer), or to none. */
export async function assignCertificate(db: Db, officialId: number | null, id: number, idNumber: string | null) {
  const certificate = await certificateOf(db, id);
  if (certificate.emailed_at) throw new GiftRuleError("certificateSent");
  if (idNumber !== null) {
    const donors = await certificateDonors(db, certificate.financial_year, [idNumber]);
    if (donors.length === 0) throw new GiftRuleError("notADonor");
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("certificates").set({ donor_id_number: idNumber }).where("id", "=", id).execute();
    await recordAudit(trx, officialId, "update", "certificate", String(id), "Matched a certificate to a donor");
  });
}

/** Removes a certificate uploaded by mistake; one that was e-mailed stays. */
export async function removeCertificate(db: Db, officialId: number | null, id: number) {
  const certificate = await certificateOf(db, id);
  if (certificate.emailed_at) throw new GiftRuleError("certificateSent");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("certificates").where("id", "=", id).execute();
    await trx.deleteFrom("private_files").where("id", "=", certificate.file_id).execute();
    await recordAudit(trx, officialId, "delete", "certificate", String(id), "Removed an uploaded certificate");
  });
}

/**
 * E-mails each of the given certificates (or, with "all", every matched one
 * of the year not sent yet) to its donor, the file attached, in their
 * language. A certificate is sent once: a second request leaves it be.
 */
export async function emailCertificates(
  db: Db,
  officialId: number | null,
  financialYear: string,
  which: readonly number[] | "all",
  now: Date = new Date(),
): Promise<{ sent: number; withoutAddress: number }> {
  const waiting = await db
    .selectFrom("certificates")
    .select("donor_id_number")
    .where("financial_year", "=", financialYear)
    .where("emailed_at", "is", null)
    .where("donor_id_number", "is not", null)
    .execute();
  const [donors, body, names] = await Promise.all([
    certificateDonors(
      db,
      financialYear,
      waiting.map((row) => row.donor_id_number ?? ""),
    ),
    getReceivingBody(db),
    getClubNames(db),
  ]);
  const byId = new Map(donors.map((donor) => [donor.idNumber, donor]));
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("certificates")
      .select(["id", "file_id", "donor_id_number"])
      .where("financial_year", "=", financialYear)
      .where("emailed_at", "is", null)
      .where("donor_id_number", "is not", null);
    if (which !== "all") query = query.where("id", "in", which.length > 0 ? [...which] : [-1]);
    let sent = 0;
    let withoutAddress = 0;
    for (const row of await query.orderBy("id").execute()) {
      const donor = row.donor_id_number ? byId.get(row.donor_id_number) : undefined;
      if (!donor?.email) {
        withoutAddress += 1;
        continue;
      }
      // Claimed first: two officials sending at once send it once.
      const claimed = await trx
        .updateTable("certificates")
        .set({ emailed_to: donor.email, emailed_at: nowIso(now) })
        .where("id", "=", row.id)
        .where("emailed_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) continue;
      const mail = certificateEmail(
        { locale: donor.locale, donorName: donor.name, financialYear, formName: body.certificateFormName },
        { clubName: clubNameIn(names, donor.locale) },
      );
      await enqueueMail(
        trx,
        null,
        [{ audience: "visitor", recipient: donor.email, subject: mail.subject, body: mail.text, fileId: row.file_id }],
        now,
      );
      await recordAudit(
        trx,
        officialId,
        "update",
        "certificate",
        String(row.id),
        `E-mailed the ${body.certificateFormName} for ${financialYear} to ${donor.email}`,
      );
      sent += 1;
    }
    return { sent, withoutAddress };
  });
}

/** A certificate's file for an official to open; the opening is logged, as it shows the donor's PAN. */
export async function certificateForDownload(db: Db, officialId: number | null, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("certificates as c")
      .innerJoin("private_files as f", "f.id", "c.file_id")
      .select(["f.file_name", "f.content_base64", "c.financial_year"])
      .where("c.id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    await recordAudit(trx, officialId, "reveal", "certificate", String(id), `Opened the certificate ${row.file_name}`);
    return { fileName: row.file_name, bytes: Buffer.from(row.content_base64, "base64") };
  });
}
