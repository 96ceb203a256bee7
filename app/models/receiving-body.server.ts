import type { Selectable } from "kysely";
import type { Db } from "~/db/connect.server";
import type { ReceivingBodyTable } from "~/db/schema";
import { nowIso } from "~/db/time";
import { recordAudit } from "./audit.server";
import { savePrivateFile } from "./private-files.server";

/**
 * The body that receives tax-deductible gifts and signs their 80G receipts:
 * often not the club itself but its registered trust (DESIGN.md, 20). Its
 * section and form names are words, not code: the Income-tax Act 2025
 * renumbers them.
 */
export interface ReceivingBody {
  registeredName: string;
  address: string;
  pan: string;
  /** The 80G Unique Registration Number (16 characters); empty when the body has none yet. */
  urn: string;
  urnIssuedOn: string | null;
  urnValidFrom: string | null;
  urnValidTo: string | null;
  /** How receipts name the section ("section 80G of the Income-tax Act, 1961"). */
  sectionName: string;
  /** How Form 10BD's "Section Code" column names it ("Section 80G"). */
  sectionCode: string;
  statementFormName: string;
  certificateFormName: string;
  signatoryName: string;
  signatoryDesignation: string;
  /** The signature drawn on receipts: a private file (models/private-files.server.ts). */
  signatureFileId: number | null;
  /** Whether the impact pages show what was raised this Rotary year. */
  showRaised: boolean;
  receiptPrefix: string;
  fcraRegistration: string;
  fcraAccount: string;
  /** Whole rupees the giving page offers to choose from. */
  suggestedAmounts: number[];
  isDemo: boolean;
}

const defaults: ReceivingBody = {
  registeredName: "",
  address: "",
  pan: "",
  urn: "",
  urnIssuedOn: null,
  urnValidFrom: null,
  urnValidTo: null,
  sectionName: "section 80G of the Income-tax Act, 1961",
  sectionCode: "Section 80G",
  statementFormName: "Form 10BD",
  certificateFormName: "Form 10BE",
  signatoryName: "",
  signatoryDesignation: "",
  signatureFileId: null,
  showRaised: false,
  receiptPrefix: "",
  fcraRegistration: "",
  fcraAccount: "",
  suggestedAmounts: [500, 1000, 2500, 5000, 10000],
  isDemo: false,
};

function suggestedAmountsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isSafeInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

function fromRow(row: Selectable<ReceivingBodyTable>): ReceivingBody {
  return {
    registeredName: row.registered_name,
    address: row.address,
    pan: row.pan,
    urn: row.urn,
    urnIssuedOn: row.urn_issued_on,
    urnValidFrom: row.urn_valid_from,
    urnValidTo: row.urn_valid_to,
    sectionName: row.section_name,
    sectionCode: row.section_code,
    statementFormName: row.statement_form_name,
    certificateFormName: row.certificate_form_name,
    signatoryName: row.signatory_name,
    signatoryDesignation: row.signatory_designation,
    signatureFileId: row.signature_file_id,
    showRaised: row.show_raised === 1,
    receiptPrefix: row.receipt_prefix,
    fcraRegistration: row.fcra_registration,
    fcraAccount: row.fcra_account,
    suggestedAmounts: suggestedAmountsOf(row.suggested_amounts),
    isDemo: row.is_demo === 1,
  };
}

/** The receiving body as officials last saved it, or the empty defaults before anyone has. */
export async function getReceivingBody(db: Db): Promise<ReceivingBody> {
  const row = await db.selectFrom("receiving_body").selectAll().where("id", "=", 1).executeTakeFirst();
  return row ? fromRow(row) : { ...defaults };
}

/** Whether receipts may be issued: an 80G registration in force on `date` ("2026-05-14"). */
export function issues80gReceipts(body: ReceivingBody, date: string): boolean {
  if (!body.urn || !body.registeredName || !body.pan) return false;
  if (body.urnValidFrom && date < body.urnValidFrom) return false;
  if (body.urnValidTo && date > body.urnValidTo) return false;
  return true;
}

/** The row's columns for `body`, but the signature's. */
function rowValues(body: Omit<ReceivingBody, "signatureFileId">) {
  return {
    registered_name: body.registeredName,
    address: body.address,
    pan: body.pan,
    urn: body.urn,
    urn_issued_on: body.urnIssuedOn,
    urn_valid_from: body.urnValidFrom,
    urn_valid_to: body.urnValidTo,
    section_name: body.sectionName,
    section_code: body.sectionCode,
    statement_form_name: body.statementFormName,
    certificate_form_name: body.certificateFormName,
    signatory_name: body.signatoryName,
    signatory_designation: body.signatoryDesignation,
    show_raised: body.showRaised ? (1 as const) : (0 as const),
    receipt_prefix: body.receiptPrefix,
    fcra_registration: body.fcraRegistration,
    fcra_account: body.fcraAccount,
    suggested_amounts: JSON.stringify(body.suggestedAmounts),
    is_demo: body.isDemo ? (1 as const) : (0 as const),
    updated_at: nowIso(),
  };
}

/**
 * Saves the receiving body, with its activity-log entry, in one transaction.
 * The signature is not among what it saves: setSignature changes it.
 */
export async function saveReceivingBody(
  db: Db,
  officialId: number | null,
  body: Omit<ReceivingBody, "signatureFileId">,
) {
  const values = rowValues(body);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("receiving_body")
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    await recordAudit(
      trx,
      officialId,
      "update",
      "receiving_body",
      "1",
      `Saved the receiving body ${body.registeredName}`,
    );
  });
}

/**
 * Puts a new signature image (PNG, already checked and made small) on the
 * receipts issued from now on, or takes it off. Receipts issued before keep
 * the one they were issued with: the old file stays.
 */
export async function setSignature(db: Db, officialId: number | null, image: { fileName: string; png: Buffer } | null) {
  await db.transaction().execute(async (trx) => {
    const fileId = image
      ? await savePrivateFile(trx, officialId, {
          purpose: "signature",
          fileName: image.fileName,
          contentType: "image/png",
          bytes: image.png,
        })
      : null;
    await trx
      .insertInto("receiving_body")
      .values({ id: 1, ...rowValues(defaults), signature_file_id: fileId })
      .onConflict((oc) => oc.column("id").doUpdateSet({ signature_file_id: fileId, updated_at: nowIso() }))
      .execute();
    await recordAudit(
      trx,
      officialId,
      "update",
      "receiving_body",
      "1",
      image ? "Put a new signature image on receipts" : "Took the signature image off receipts",
    );
  });
}
