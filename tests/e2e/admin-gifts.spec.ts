import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { adminDb, newAddress } from "./accounts";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";
import { register80g } from "./receiving-body";

/**
 * The treasurer's gifts list (/gifts): a donor's report arrives, the donor's
 * PAN shows masked until an official asks (and the activity log says who
 * did), the gift is marked received and gets its numbered 80G receipt, and
 * Form 10BD's file carries it; a received gift without PAN is named as one
 * the file cannot carry.
 */

/** A PDF's text as Poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "receipt-")), "receipt.pdf");
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

/** A receipt's row id, by its number. */
function receiptIdOf(receiptNo: string): number {
  const db = adminDb();
  try {
    return (db.prepare("select id from receipts where receipt_no = ?").get(receiptNo) as { id: number }).id;
  } finally {
    db.close();
  }
}

const adminData = () => `${process.env.E2E_DATA_DIR}-admin`;

/** A donor reports a gift on the giving page, as a visitor (no session). */
async function reportGift(page: Page, gift: { name: string; email: string; pan?: string; utr: string }) {
  await page.goto("/donate?citizen=indian&amount=1500");
  const reference = (await page.locator(".gift-reference").innerText()).trim();
  await page.getByLabel("Full name (as on your PAN card)").fill(gift.name);
  await page.getByLabel("E-mail address").fill(gift.email);
  await page.getByLabel("Phone number", { exact: true }).fill("+91 98765 43210");
  await page.getByLabel("Transaction reference").fill(gift.utr);
  if (gift.pan) {
    await page.getByLabel("PAN or Aadhaar number (optional)").fill(gift.pan);
    await page.getByLabel("Postal address (needed with a PAN or Aadhaar number)").fill("4 Mall Road, Kanpur");
    await page.getByRole("checkbox", { name: /I agree that/ }).check();
  }
  await postAsIfServedEarlier(page, 1, adminData());
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your gift is recorded." })).toBeVisible();
  return reference;
}

test("a reported gift: PAN masked until shown (and logged), marked received, receipted with the year's next number, and in Form 10BD", async ({
  browser,
  page,
  baseURL,
}) => {
  register80g();
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const tag = Date.now().toString(36).toUpperCase();
  const donor = { name: `Meera Iyer ${tag}`, email: newAddress("meera"), pan: "ABCPI1234K", utr: `UTRA${tag}` };
  const reference = await reportGift(visitor, donor);
  const cashless = { name: `Ravi Kumar ${tag}`, email: newAddress("ravi"), utr: `UTRB${tag}` };
  const otherReference = await reportGift(visitor, cashless);
  await visitor.context().close();

  await signIn(page);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Gifts", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gifts" })).toBeVisible();
  await page.getByLabel("Name, e-mail or reference").fill(reference.toLowerCase());
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const row = page.locator("tbody tr").filter({ hasText: donor.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("₹1,500");
  await expect(row).toContainText(donor.utr);
  await expect(row).toContainText("Reported");
  await expect(row).not.toContainText(donor.pan);
  await expect(row).toContainText("ABXXXXXX4K");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Show the phone, ID and address of ${donor.name}` }).click();
  await expect(row).toContainText(donor.pan);
  await expect(row).toContainText("4 Mall Road, Kanpur");
  const db = adminDb();
  try {
    const logged = db
      .prepare("select action, summary from audit_log where entity = 'gift' and summary like ? order by id desc")
      .get(`%${reference}%`) as { action: string; summary: string } | undefined;
    expect(logged).toEqual({ action: "reveal", summary: `Saw the donor's PAN and address of gift ${reference}` });
  } finally {
    db.close();
  }

  await row.getByRole("button", { name: /^Mark as received: Meera Iyer/ }).click();
  await expect(page.getByText("Marked as received.")).toBeVisible();
  await expect(row).toContainText("Received");
  await row.getByRole("button", { name: /^Issue the 80G receipt: Meera Iyer/ }).click();
  await expect(page.getByText("Receipt issued, and e-mailed to the donor")).toBeVisible();
  await expect(row).toContainText(/Receipt DRCT\/\d{4}-\d{2}\/\d{4}/);
  const receiptLink = row.getByRole("link", { name: /Receipt DRCT\/.*\(PDF\)/ });
  const receiptNo = ((await receiptLink.innerText()).match(/DRCT\/\d{4}-\d{2}\/\d{4}/) ?? [""])[0];
  const pdf = await page.request.get((await receiptLink.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const printed = pdfText(await pdf.body());
  expect(printed).toContain(`Receipt No.: ${receiptNo}`);
  expect(printed).toContain(`PAN: ${donor.pan}`);
  expect(printed).toContain("Rupees One Thousand Five Hundred Only");
  const mailed = adminDb();
  try {
    const outbox = mailed
      .prepare("select subject, receipt_id as receiptId from outbox where recipient = ? and receipt_id is not null")
      .all(donor.email) as { subject: string; receiptId: number }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject.startsWith(`Your receipt ${receiptNo} from `)).toBe(true);
  } finally {
    mailed.close();
  }

  // A receipt is cancelled only with a reason; its number stays used and the next receipt takes the next.
  await row.getByRole("button", { name: `Cancel receipt ${receiptNo}` }).click();
  await expect(row.getByLabel("Why cancel it?")).toBeFocused();
  await row.getByLabel("Why cancel it?").fill("PAN typed wrongly");
  await row.getByRole("button", { name: `Cancel receipt ${receiptNo}` }).click();
  await expect(page.getByText("Receipt cancelled.")).toBeVisible();
  await row.getByRole("button", { name: /^Issue the 80G receipt: Meera Iyer/ }).click();
  await expect(page.getByText("Receipt issued")).toBeVisible();
  const next = `DRCT/${receiptNo.split("/")[1]}/${String(Number(receiptNo.split("/")[2]) + 1).padStart(4, "0")}`;
  await expect(row).toContainText(`Receipt ${next} (PDF)`);
  const cancelledPdf = pdfText(await (await page.request.get(`/gifts/receipts/${receiptIdOf(receiptNo)}`)).body());
  expect(cancelledPdf).toContain("CANCELLED: PAN typed wrongly");

  // The second donor gave no PAN: received, they are named as not reportable.
  await page.getByLabel("Name, e-mail or reference").fill(otherReference);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const other = page.locator("tbody tr").filter({ hasText: cashless.name });
  await other.getByRole("button", { name: /^Mark as received/ }).click();
  await expect(page.getByText("Marked as received.")).toBeVisible();
  await expect(page.locator(".form-error").filter({ hasText: "cannot go in Form 10BD" })).toContainText(
    `${cashless.name} (${otherReference})`,
  );

  // The year's summary adds up received gifts (other tests add theirs, so only its shape is certain here).
  const summary = page.getByRole("region", { name: /^Received in \d{4}-\d{2}$/ });
  await expect(
    summary.getByRole("table", { name: "By way of giving" }).getByRole("row", { name: /^UPI \d+ ₹/ }),
  ).toBeVisible();
  await expect(summary.getByRole("table", { name: "By cause" })).toContainText("Wherever needed most");
  const link = page.getByRole("link", { name: /Download Form 10BD \(CSV\)/ });
  const csv = await (await page.request.get((await link.getAttribute("href")) ?? "")).text();
  expect(csv).toContain(`"${donor.pan}"`);
  expect(csv).toContain(donor.name);
  expect(csv).not.toContain(cashless.name);
  expect((await page.request.get("/gifts/10bd.csv?year=soon")).status()).toBe(400);
});

test("the gifts list fits a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await signIn(page);
  await page.goto("/gifts");
  await expect(page.getByRole("heading", { level: 1, name: "Gifts" })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("a bank statement's credits are matched to reported gifts by UTR; an unreported credit becomes an anonymous gift; a file that is not a statement changes nothing", async ({
  browser,
  page,
  baseURL,
}) => {
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const tag = Date.now().toString(36).toUpperCase();
  const utr = String(610_000_000_000 + Math.floor(Math.random() * 9_999_999_999));
  const donor = { name: `Anita Rao ${tag}`, email: newAddress("anita"), utr };
  const reference = await reportGift(visitor, donor);
  await visitor.context().close();
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const [y, m, d] = today.split("-");
  const hdfcDay = `${d}/${m}/${y?.slice(2)}`;
  const statement = [
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    `${hdfcDay},UPI-ANITA RAO-ANITA@OKHDFC-HDFC0000001-${utr}-PAYMENT,0000${utr},${hdfcDay},,1500.00,101500.00`,
    `${hdfcDay},NEFT CR-SBIN0000691-UNKNOWN DONOR ${tag},N${tag},${hdfcDay},,777.00,102277.00`,
    `${hdfcDay},ATM WDL,000000000000,${hdfcDay},2000.00,,100277.00`,
  ].join("\n");

  await signIn(page);
  await page.goto("/gifts");
  await page.getByRole("link", { name: "Match a bank statement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Match a bank statement" })).toBeVisible();

  // Other tests add gifts meanwhile: this test counts only its own statement's and donor's rows.
  const ours = () => {
    const db = adminDb();
    try {
      return db
        .prepare(
          "select status, count(*) as n from gifts where bank_reference in (?, ?) or reference = ? group by status order by status",
        )
        .all(`N${tag}`, utr, reference);
    } finally {
      db.close();
    }
  };
  const before = ours();
  expect(before).toEqual([{ status: "reported", n: 1 }]);
  await page
    .getByLabel("Bank statement (CSV)")
    .setInputFiles({ name: "statement.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%âãÏÓ\n") });
  await page.getByRole("button", { name: "Read the statement" }).click();
  await expect(page.getByText("No statement columns were found.")).toBeVisible();
  expect(ours()).toEqual(before);

  await page
    .getByLabel("Bank statement (CSV)")
    .setInputFiles({ name: "hdfc.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
  await page.getByRole("button", { name: "Read the statement" }).click();
  await expect(page.getByRole("heading", { name: "2 credits read (HDFC layout)" })).toBeVisible();
  const matched = page.locator("tbody tr").filter({ hasText: donor.name });
  await expect(matched).toContainText(reference);
  await expect(matched).toContainText("Found by its reference");
  await expect(matched.getByRole("checkbox", { name: /Mark received/ })).toBeChecked();
  const unreported = page.locator("tbody tr").filter({ hasText: `UNKNOWN DONOR ${tag}` });
  await expect(unreported).toContainText("No reported gift");
  await unreported.getByRole("checkbox", { name: /Record as an anonymous gift/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm the ticked credits" }).click();

  await expect(page).toHaveURL(/\/gifts\?done=matched/);
  await expect(page.getByText("Statement confirmed: 1 marked received, 1 unreported credits recorded")).toBeVisible();
  const db = adminDb();
  try {
    expect(
      (db.prepare("select status from gifts where reference = ?").get(reference) as { status: string }).status,
    ).toBe("received");
    const anonymous = db
      .prepare("select donor_name as name, status, mode, amount_paise as paise from gifts where bank_reference = ?")
      .get(`N${tag}`);
    expect(anonymous).toEqual({ name: "Anonymous", status: "received", mode: "bank", paise: 77_700 });
  } finally {
    db.close();
  }
  expect(ours()).toEqual([{ status: "received", n: 2 }]);
});
