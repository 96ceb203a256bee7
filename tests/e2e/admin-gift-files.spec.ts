import crypto from "node:crypto";
import sharp from "sharp";
import { adminDb, newAddress } from "./accounts";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/**
 * The treasurer's files: the signature drawn on receipts, uploaded on the
 * giving settings and shown only to officials; and the donors' Form 10BE
 * certificates, uploaded after Form 10BD is filed, matched to each donor by
 * the PAN in the file name (or chosen), e-mailed with the file attached.
 */

/** A PAN no other test uses: five letters, four digits, a letter. */
function newPan(): string {
  const letter = () => String.fromCharCode(65 + crypto.randomInt(26));
  return `${letter()}${letter()}${letter()}P${letter()}${String(crypto.randomInt(10_000)).padStart(4, "0")}${letter()}`;
}

/** A received gift of last financial year, as the treasurer would have confirmed it. */
function receivedLastYear(donor: { name: string; email: string; pan: string; locale: string }) {
  const db = adminDb();
  try {
    const now = new Date();
    const fyStart = now.getUTCMonth() >= 3 ? now.getUTCFullYear() - 1 : now.getUTCFullYear() - 2;
    const at = now.toISOString();
    db.prepare(
      `insert into gifts (reference, status, indian_citizen, donor_name, email, phone, address, id_kind, id_number,
         amount_paise, mode, bank_reference, given_on, cause, donation_type, locale, consent_at, reported_at,
         received_at, created_at, updated_at)
       values (?, 'received', 1, ?, ?, '', '4 Mall Road, Kanpur', 'pan', ?, 250000, 'upi', null, ?, null, 'others', ?,
         ?, ?, ?, ?, ?)`,
    ).run(
      `G${crypto.randomBytes(5).toString("hex").toUpperCase().slice(0, 9)}`,
      donor.name,
      donor.email,
      donor.pan,
      `${fyStart}-09-15`,
      donor.locale,
      at,
      at,
      at,
      at,
      at,
    );
    return `${fyStart}-${String((fyStart + 1) % 100).padStart(2, "0")}`;
  } finally {
    db.close();
  }
}

test("the signature for receipts is uploaded on a phone, shown to officials only, and a file that is not a picture is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto("/gifts/settings");
  const section = page.getByRole("region", { name: "Signature on receipts" });
  await section
    .getByLabel("Picture of the signature (PNG or JPEG, up to 2 MB)")
    .setInputFiles({ name: "notes.txt", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await section.getByRole("button", { name: /Put this signature on receipts|Replace the signature/ }).click();
  await expect(page.getByRole("alert")).toContainText("not a picture we can read");

  const picture = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#ffffff" } })
    .jpeg()
    .toBuffer();
  await section
    .getByLabel("Picture of the signature (PNG or JPEG, up to 2 MB)")
    .setInputFiles({ name: "sign.jpg", mimeType: "image/jpeg", buffer: picture });
  await section.getByRole("button", { name: /Put this signature on receipts|Replace the signature/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Receipts issued from now on carry this signature." }),
  ).toBeVisible();
  const preview = section.getByRole("img", { name: "The signature receipts carry now" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // A visitor gets no picture: the path is an official's.
  const visitor = await browser.newContext({ baseURL });
  const answer = await visitor.request.get("/gifts/settings/signature.png", { maxRedirects: 0 });
  expect(answer.status()).not.toBe(200);
  expect(answer.headers()["content-type"] ?? "").not.toContain("image");
  await visitor.close();
});

test("Form 10BE: uploaded PDFs are matched by the PAN in the file name, e-mailed to the donor with the file, and one sent cannot be removed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const donor = {
    name: `Kavya Nair ${Date.now().toString(36)}`,
    email: newAddress("kavya"),
    pan: newPan(),
    locale: "ko",
  };
  const year = receivedLastYear(donor);
  await signIn(page);
  await page.goto(`/gifts/certificates?year=${year}`);
  await expect(page.getByRole("heading", { level: 1, name: "Donors' certificates" })).toBeVisible();
  await expect(page.getByRole("region", { name: `Donors of ${year} without a certificate here` })).toContainText(
    donor.name,
  );

  const files = page.getByLabel(/PDFs for \d{4}-\d{2}/);
  await files.setInputFiles({ name: "photo.jpg", mimeType: "application/pdf", buffer: Buffer.from("JFIF not a pdf") });
  await page.getByRole("button", { name: "Upload certificates" }).click();
  await expect(page.getByRole("alert")).toContainText("photo.jpg is not a PDF");

  const pdf = Buffer.from(`%PDF-1.4\n% certificate for ${donor.pan}\n%%EOF\n`);
  await files.setInputFiles([
    { name: `${donor.pan}_10BE.pdf`, mimeType: "application/pdf", buffer: pdf },
    { name: "unnamed (2).pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% stray\n%%EOF\n") },
  ]);
  await page.getByRole("button", { name: "Upload certificates" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "2 uploaded: 1 matched to a donor by the file name, 1 to match below" }),
  ).toBeVisible();
  const row = page.locator("tbody tr").filter({ hasText: `${donor.pan}_10BE.pdf` });
  await expect(row).toContainText(donor.name);
  await expect(row).toContainText(`(${donor.pan.slice(0, 2)}XXXXXX${donor.pan.slice(8)})`);
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: "E-mail to donor" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 e-mailed." })).toBeVisible();
  await expect(row).toContainText(`To ${donor.email}`);
  await expect(row.getByRole("button", { name: "E-mail to donor" })).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Remove" })).toHaveCount(0);
  const db = adminDb();
  try {
    const mail = db.prepare("select subject, file_id as fileId from outbox where recipient = ?").get(donor.email) as {
      subject: string;
      fileId: number | null;
    };
    expect(mail.subject).toContain(year);
    expect(mail.subject).toContain("Form 10BE");
    const file = db.prepare("select content_base64 from private_files where id = ?").get(mail.fileId) as {
      content_base64: string;
    };
    expect(Buffer.from(file.content_base64, "base64")).toEqual(pdf);
  } finally {
    db.close();
  }
  // The treasurer can open what was sent.
  const download = await page.request.get(
    (await row.getByRole("link", { name: `${donor.pan}_10BE.pdf` }).getAttribute("href")) ?? "",
  );
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(await download.body()).toEqual(pdf);

  // The stray file: a number that is not a PAN or Aadhaar is named; then it is removed after a question, not by one tap.
  const stray = page.locator("tbody tr").filter({ hasText: "unnamed (2).pdf" });
  await expect(stray).toContainText("Not matched yet");
  await stray.getByLabel("Donor's PAN or Aadhaar number for unnamed (2).pdf").fill("ABC123");
  await stray.getByRole("button", { name: "Match" }).click();
  await expect(page.getByRole("alert")).toContainText("Type the donor's PAN (ABCDE1234F) or Aadhaar number");
  await stray.getByRole("link", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this certificate?" });
  await expect(dialog).toContainText("unnamed (2).pdf");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Certificate removed." })).toBeVisible();
  await expect(page.locator("tbody tr").filter({ hasText: "unnamed (2).pdf" })).toHaveCount(0);
});
