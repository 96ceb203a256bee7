import path from "node:path";
import Database from "better-sqlite3";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";
import { decodeQr } from "./qr";

/**
 * Issue 23 on the giving page: an Indian citizen chooses an amount and a
 * cause, pays with the UPI code made for that gift, and says "I have given".
 * The public site's demo club has no 80G registration, so no PAN is asked here
 * (admin-gift-receipt-fields.spec.ts asks it where one is set).
 */

const pages = [
  {
    locale: "en",
    path: "/donate?citizen=indian",
    amount: "₹2,500",
    cause: "Literacy drive",
    labels: {
      chooserSubmit: "Make my UPI code",
      forCause: "For (optional)",
      giftHeading: "Your gift of ₹2,500 for Literacy drive",
      reference: "Your gift's reference",
      name: "Full name (as on your PAN card)",
      email: "E-mail address",
      phone: "Phone number",
      amount: "Amount in rupees",
      mode: "How you gave",
      utr: "Transaction reference",
      submit: "Send",
    },
    sent: "Thank you! Your gift is recorded.",
    mailWord: "Thank you for your gift",
  },
  {
    locale: "ko",
    path: "/korean/donate?citizen=indian",
    amount: "₹2,500",
    cause: "문해 교육",
    labels: {
      chooserSubmit: "UPI 코드 만들기",
      forCause: "후원 분야(선택)",
      giftHeading: "문해 교육 후원: ₹2,500",
      reference: "후원 참조 번호",
      name: "이름(PAN 카드에 적힌 대로)",
      email: "이메일 주소",
      phone: "전화번호",
      amount: "금액(루피)",
      mode: "보낸 방법",
      utr: "거래 번호",
      submit: "보내기",
    },
    sent: "감사합니다! 후원이 기록되었습니다.",
    mailWord: "후원에 감사드립니다",
  },
  {
    locale: "hi",
    path: "/hindi/donate?citizen=indian",
    amount: "₹2,500",
    cause: "साक्षरता अभियान",
    labels: {
      chooserSubmit: "मेरा UPI कोड बनाएँ",
      forCause: "किस काम के लिए (वैकल्पिक)",
      giftHeading: "साक्षरता अभियान के लिए आपका दान: ₹2,500",
      reference: "आपके दान का संदर्भ",
      name: "पूरा नाम (जैसा PAN कार्ड पर है)",
      email: "ई-मेल पता",
      phone: "फ़ोन नंबर",
      amount: "राशि (रुपयों में)",
      mode: "दान कैसे दिया",
      utr: "लेन-देन संदर्भ",
      submit: "भेजें",
    },
    sent: "धन्यवाद! आपका दान दर्ज हो गया है।",
    mailWord: "दान के लिए धन्यवाद",
  },
] as const;

function publicDb() {
  return new Database(path.join(process.env.E2E_DATA_DIR ?? "", "club.db"), { readonly: true });
}

function giftWithReference(reference: string) {
  const db = publicDb();
  try {
    return db
      .prepare(
        "select amount_paise as amountPaise, cause, mode, bank_reference as utr, locale, email, status, id_number as idNumber from gifts where reference = ?",
      )
      .get(reference) as Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

function count(sqlText: string, ...params: unknown[]) {
  const db = publicDb();
  try {
    return (db.prepare(sqlText).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}

function mailTo(email: string) {
  const db = publicDb();
  try {
    return db.prepare("select subject, body from outbox where recipient = ?").all(email) as {
      subject: string;
      body: string;
    }[];
  } finally {
    db.close();
  }
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

for (const javaScriptEnabled of [true, false]) {
  test.describe(`choosing an amount and saying 'I have given', ${javaScriptEnabled ? "with" : "without"} JavaScript, on a 375 px phone`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
    for (const p of javaScriptEnabled ? pages : pages.slice(0, 1)) {
      test(`${p.path}: ₹2,500 for literacy gives a UPI code with am=2500.00 and the gift's tr; the report is stored with it and acknowledged in the page's language`, async ({
        page,
      }) => {
        await page.goto(p.path);
        await page.getByRole("radio", { name: p.amount, exact: true }).check();
        await page.getByLabel(p.labels.forCause).selectOption({ label: p.cause });
        const causeId = await page.getByLabel(p.labels.forCause).inputValue();
        await page.getByRole("button", { name: p.labels.chooserSubmit }).click();
        await expect(page.getByRole("heading", { name: p.labels.giftHeading })).toBeVisible();
        await expect(page).toHaveURL(/amount=2500/);
        // A page carrying one gift's reference is for no one else: no shared cache may keep it.
        expect((await page.request.get(page.url())).headers()["cache-control"]).toContain("no-store");
        const reference = (await page.locator(".gift-reference").innerText()).trim();
        expect(reference).toMatch(/^G[A-Z2-9]{9}$/);
        const scanned = await decodeQr(page, ".chosen-gift .upi-qr");
        expect(scanned).not.toBeNull();
        const link = new URL(scanned ?? "");
        expect(link.protocol).toBe("upi:");
        expect(link.searchParams.get("am")).toBe("2500.00");
        expect(link.searchParams.get("tr")).toBe(reference);
        expect(link.searchParams.get("tn")).toBe(`Gift ${reference}`);
        expect(link.searchParams.get("pa")).toBe("demo-club@example");
        expect(link.searchParams.get("cu")).toBe("INR");
        // The button (shown on touch screens) is the same link as the code.
        expect(await page.locator(".chosen-gift .upi-pay a").getAttribute("href")).toBe(scanned);
        // Another visit gets another reference.
        const again = await page.request.get(`${p.path}&amount=2500`);
        expect(await again.text()).not.toContain(reference);

        const email = `donor-${unique().toLowerCase()}@example.org`;
        const utr = String(600_000_000_000 + Math.floor(Math.random() * 99_999_999_999));
        await page.getByLabel(p.labels.name).fill("Asha Verma");
        await page.getByLabel(p.labels.email).fill(email);
        await page.getByLabel(p.labels.phone, { exact: true }).fill("+91 98765 43210");
        await expect(page.getByLabel(p.labels.amount, { exact: true })).toHaveValue("2500");
        await expect(page.getByLabel(p.labels.mode)).toHaveValue("upi");
        await page.getByLabel(p.labels.utr).fill(utr);
        await postAsIfServedEarlier(page);
        await page.getByRole("button", { name: p.labels.submit, exact: true }).click();
        await expect(page.getByRole("status").filter({ hasText: p.sent })).toBeVisible();

        expect(giftWithReference(reference)).toEqual({
          amountPaise: 250_000,
          cause: causeId,
          mode: "upi",
          utr,
          locale: p.locale,
          email,
          status: "reported",
          idNumber: null,
        });
        const [mail] = mailTo(email);
        expect(mail?.subject).toContain(p.mailWord);
        expect(mail?.body).toContain(reference);
        expect(mail?.body).toContain("₹2,500");
        // axe runs in the page's own script, so only where the page has JavaScript.
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });
    }

    test("an amount that is not one is named, and no code or reference is made", async ({ page }) => {
      await page.goto("/donate?citizen=indian");
      await page.getByRole("radio", { name: "Another amount", exact: true }).check();
      await page.getByLabel("Another amount, in rupees").fill("two thousand");
      await page.getByRole("button", { name: "Make my UPI code" }).click();
      await expect(page.getByText("Enter an amount in rupees above ₹0")).toBeVisible();
      await expect(page.getByLabel("Another amount, in rupees")).toHaveValue("two thousand");
      await expect(page.locator(".gift-reference")).toHaveCount(0);
      await expect(page.locator(".chosen-gift")).toHaveCount(0);
    });

    test("a report with an amount of 0, a date to come and a UTR already reported gets a message for each, and nothing is stored", async ({
      page,
    }) => {
      const utr = `UTR${unique()}`;
      const first = `first-${unique().toLowerCase()}@example.org`;
      await page.goto("/donate?citizen=indian");
      const fillReport = async (email: string, amount: string, givenOn?: string) => {
        await page.getByLabel("Full name (as on your PAN card)").fill("Ravi Kumar");
        await page.getByLabel("E-mail address").fill(email);
        await page.getByLabel("Phone number", { exact: true }).fill("9876543210");
        await page.getByLabel("Amount in rupees").fill(amount);
        if (givenOn) await page.getByLabel("Date you gave").fill(givenOn);
        await page.getByLabel("How you gave").selectOption("bank");
        await page.getByLabel("Transaction reference").fill(utr);
      };
      await fillReport(first, "1,000");
      await postAsIfServedEarlier(page);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Thank you! Your gift is recorded." })).toBeVisible();

      const second = `second-${unique().toLowerCase()}@example.org`;
      await fillReport(second, "0", "2099-01-01");
      await postAsIfServedEarlier(page);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toContainText("Enter an amount above ₹0.");
      await expect(summary).toContainText("The date you gave cannot be in the future.");

      await page.getByLabel("Amount in rupees").fill("1000");
      await page.getByLabel("Date you gave").fill("2026-11-01");
      await postAsIfServedEarlier(page);
      await page.getByRole("button", { name: "Send", exact: true }).click();
      await expect(summary).toContainText("A gift with this transaction reference has already been reported to us.");
      await expect(page.getByLabel("Transaction reference")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("E-mail address")).toHaveValue(second);

      // Other tests report gifts meanwhile: only this test's own rows are counted.
      expect(count("select count(*) as n from gifts where bank_reference = ?", utr)).toBe(1);
      expect(count("select count(*) as n from gifts where email = ?", second)).toBe(0);
      expect(count("select count(*) as n from outbox where recipient = ?", second)).toBe(0);
    });
  });
}

test("the demo club has no 80G registration: the report asks for no PAN and says no receipt can be issued", async ({
  page,
}) => {
  await page.goto("/donate?citizen=indian");
  await expect(page.getByText("We cannot issue 80G tax receipts at present")).toBeVisible();
  await expect(page.getByLabel("PAN or Aadhaar number (optional)")).toHaveCount(0);
});
