import type { Db, Engine } from "~/db/connect.server";
import { smtpTransport } from "~/mail/transport.server";
import { createMailWorker } from "~/mail/worker.server";
import { confirmGiftReceived, type GiftReport, newGiftReference, reportGift } from "~/models/gifts.server";
import { getReceivingBody, saveReceivingBody } from "~/models/receiving-body.server";
import { mailAttachments } from "~/receipt-pdf.server";
import type { SmtpSink } from "./smtp";

/** A donor's "I have given", as the giving form would pass it, with `fields` changed. */
export function giftReport(fields: Partial<GiftReport> = {}): GiftReport {
  return {
    reference: newGiftReference(),
    indianCitizen: true,
    donorName: "Asha Verma",
    email: "asha@example.org",
    phone: "+91 98765 43210",
    amountPaise: 2_500_00,
    givenOn: "2026-05-14",
    mode: "upi",
    bankReference: null,
    cause: "literacy",
    idKind: "pan",
    idNumber: "ABCPV1234F",
    address: "12 Civil Lines, Kanpur 208001",
    locale: "en",
    consented: true,
    ...fields,
  };
}

/** The outbox's worker as the server starts it (receipts and files attached), sending to `smtp`. */
export function giftMailWorker(db: Db, engine: Engine, smtp: SmtpSink) {
  return createMailWorker({
    db,
    engine,
    transport: smtpTransport(smtp.url),
    from: "Club website <website@club.example>",
    officials: { join: "membership@club.example", contact: "secretary@club.example" },
    pollMs: 60_000,
    leaseMs: 30_000,
    retry: { baseMs: 20, maxMs: 200, maxAttempts: 5 },
    attachmentsFor: mailAttachments(db),
  });
}

/** Gives the receiving body the demo 80G registration (valid until `urnValidTo`, or with no end). */
export async function registerReceivingBody(db: Db, urnValidTo: string | null) {
  await saveReceivingBody(db, null, {
    ...(await getReceivingBody(db)),
    registeredName: "Demo Rotary Charitable Trust",
    address: "1 Mall Road, Kanpur 208001",
    pan: "AAATD1234Q",
    urn: "AAATD1234QF20214",
    urnIssuedOn: "2021-09-24",
    urnValidFrom: "2021-04-01",
    urnValidTo,
    receiptPrefix: "DRCT/",
  });
}

/** A donor's report the treasurer has confirmed as received; its id. */
export async function receivedGift(db: Db, fields: Partial<GiftReport> = {}) {
  const { id } = await reportGift(db, giftReport(fields));
  await confirmGiftReceived(db, null, id);
  return id;
}
