import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { mimePart, type SmtpSink, startSmtp } from "../helpers/smtp";
import { expect, signInThroughForm, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";

/**
 * One gift from the giving page to the donor's inbox, on a server of its own
 * that delivers mail to a real SMTP server on loopback: a donor on a phone
 * chooses ₹2,500 for literacy and reports the UPI payment with a PAN; the
 * treasurer reads the bank statement, confirms the match and issues the 80G
 * receipt; the donor receives the acknowledgement and then the receipt, its
 * PDF attached and readable.
 */
let server: RunningServer;
let smtp: SmtpSink;
let dataDir: string;
const treasurer = { email: "treasurer-chain@example.org", password: "a treasurer's long passphrase" };

test.beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir("club-gift-chain-");
  server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Club website <website@club.example>",
    JOIN_TO: "membership@club.example",
    CONTACT_TO: "secretary@club.example",
    MAIL_POLL_SECONDS: "2",
    ADMIN_EMAIL: treasurer.email,
    ADMIN_PASSWORD: treasurer.password,
  });
  const db = new Database(path.join(dataDir, "club.db"));
  try {
    db.prepare(
      `insert into receiving_body (id, registered_name, address, pan, urn, urn_issued_on, urn_valid_from, receipt_prefix, updated_at)
       values (1, 'Demo Rotary Charitable Trust', '1 Mall Road, Kanpur', 'AAATD1234Q', 'AAATD1234QF20214', '2021-09-24', '2021-04-01', 'DRCT/', ?)
       on conflict (id) do update set registered_name = excluded.registered_name, pan = excluded.pan, urn = excluded.urn`,
    ).run(new Date().toISOString());
  } finally {
    db.close();
  }
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** The mails `email` has received so far. */
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

test("₹2,500 for literacy: reported on a phone, matched from the bank statement, receipted, and the receipt reaches the donor by SMTP", async ({
  browser,
}) => {
  const donor = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 } });
  const phone = await donor.newPage();
  await phone.goto("/donate?citizen=indian");
  await phone.getByRole("radio", { name: "₹2,500", exact: true }).check();
  await phone.getByLabel("For (optional)").selectOption({ label: "Literacy drive" });
  await phone.getByRole("button", { name: "Make my UPI code" }).click();
  await expect(phone.getByRole("heading", { name: "Your gift of ₹2,500 for Literacy drive" })).toBeVisible();
  const reference = (await phone.locator(".gift-reference").innerText()).trim();
  const email = `asha-${reference.toLowerCase()}@example.org`;
  const utr = String(600_000_000_000 + Math.floor(Math.random() * 99_999_999_999));
  await phone.getByLabel("Full name (as on your PAN card)").fill("Asha Verma");
  await phone.getByLabel("E-mail address").fill(email);
  await phone.getByLabel("Phone number", { exact: true }).fill("+91 98765 43210");
  await phone.getByLabel("Transaction reference").fill(utr);
  await phone.getByLabel("PAN or Aadhaar number (optional)").fill("ABCPV1234F");
  await phone.getByLabel("Postal address (needed with a PAN or Aadhaar number)").fill("12 Civil Lines, Kanpur 208001");
  await phone.getByRole("checkbox", { name: /I agree that/ }).check();
  await postAsIfServedEarlier(phone, 1, dataDir);
  await phone.getByRole("button", { name: "Send", exact: true }).click();
  await expect(phone.getByRole("status").filter({ hasText: "Thank you! Your gift is recorded." })).toBeVisible();
  await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(1);
  expect(mailsTo(email)[0]?.subject).toContain("Thank you for your gift");
  await donor.close();

  const office = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 800 } });
  const page = await office.newPage();
  await signInThroughForm(page, treasurer);
  await page.goto("/gifts/match");
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const [y, m, d] = today.split("-");
  const statement = [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `${d}/${m}/${y},${d}/${m}/${y},BY TRANSFER-UPI/CR/${utr}/ASHA VERMA/Gift ${reference},${utr},,2500.00,102500.00`,
  ].join("\n");
  await page
    .getByLabel("Bank statement (CSV)")
    .setInputFiles({ name: "sbi.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
  await page.getByRole("button", { name: "Read the statement" }).click();
  const row = page.locator("tbody tr").filter({ hasText: "Asha Verma" });
  await expect(row).toContainText(reference);
  await expect(row.getByRole("checkbox", { name: /Mark received/ })).toBeChecked();
  await page.getByRole("button", { name: "Confirm the ticked credits" }).click();
  await expect(page.getByText("Statement confirmed: 1 marked received")).toBeVisible();

  await page.getByLabel("Name, e-mail or reference").fill(reference);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  const gift = page.locator("tbody tr").filter({ hasText: "Asha Verma" });
  await expect(gift).toContainText("Received");
  await gift.getByRole("button", { name: /^Issue the 80G receipt: Asha Verma/ }).click();
  await expect(page.getByText("Receipt issued, and e-mailed to the donor")).toBeVisible();
  const receiptNo = ((await gift.innerText()).match(/DRCT\/\d{4}-\d{2}\/\d{4}/) ?? [""])[0];
  expect(receiptNo).not.toBe("");
  await office.close();

  await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(2);
  const mail = mailsTo(email)[1];
  expect(mail?.subject.startsWith(`Your receipt ${receiptNo} from `)).toBe(true);
  const pdf = mimePart(mail?.raw ?? "", "application/pdf");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "chain-receipt-")), "receipt.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain(`Receipt No.: ${receiptNo}`);
  expect(text).toContain("PAN: ABCPV1234F");
  expect(text).toContain("Rupees Two Thousand Five Hundred Only");
  expect(text).toContain(`Transaction reference: ${utr}`);
});
