import { devices } from "@playwright/test";
import QRCode from "qrcode";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The demo club profile (app/seed/demo-content.server.ts). */
const demo = {
  upiId: "demo-club@example",
  beneficiary: "DEMO ROTARY CLUB (EXAMPLE)",
  account: "000000000000",
  ifsc: "DEMO0000000",
  branch: "Demo Branch",
  bank: "Demo Bank (example)",
};
const upiLink = "upi://pay?pa=demo-club@example&pn=DEMO%20ROTARY%20CLUB%20(EXAMPLE)&cu=INR";

const pages = [
  {
    lang: "English",
    path: "/donate?citizen=indian",
    heading: "Give to our work",
    options: ["Cash", "Cheque", "Online transfer", "UPI"],
    oneTime: "Every gift is a one-time gift",
    qrAlt: `QR code for paying ${demo.beneficiary} by UPI`,
    payButton: "Pay with a UPI app",
    causes: ["Empowering women", "Literacy drive", "Health care", "Economic development"],
    copy: (label: string) => `Copy ${label}`,
    labels: { upi: "UPI ID", ifsc: "IFSC", account: "Account number" },
    copied: "IFSC copied",
  },
  {
    lang: "Korean",
    path: "/korean/donate?citizen=indian",
    heading: "나눔에 함께해 주세요",
    options: ["현금", "수표", "계좌 이체", "UPI"],
    oneTime: "모든 후원은 일시 후원입니다",
    qrAlt: `${demo.beneficiary}에게 UPI로 송금하는 QR 코드`,
    payButton: "UPI 앱으로 결제하기",
    causes: ["여성 자립 지원", "문해 교육", "보건 의료", "지역 경제 개발"],
    copy: (label: string) => `${label} 복사`,
    labels: { upi: "UPI ID", ifsc: "IFSC 코드", account: "계좌번호" },
    copied: "IFSC 코드 복사 완료",
  },
] as const;

for (const p of pages) {
  test.describe(`giving page in ${p.lang} (${p.path})`, () => {
    test("shows the intro and the giving options: cash, cheque, online transfer, UPI; one-time gift", async ({
      page,
    }) => {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      await expect(page.locator(".give-options h3")).toHaveText([...p.options]);
      await expect(page.getByText(p.oneTime)).toBeVisible();
    });

    test("UPI: a real QR code of upi://pay?pa=<UPI ID>&pn=<beneficiary>&cu=INR, drawn on the server, with alt text", async ({
      page,
    }) => {
      await page.goto(p.path);
      const qr = page.getByRole("img", { name: p.qrAlt });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const src = (await qr.getAttribute("src")) ?? "";
      expect(src.startsWith("data:image/svg+xml,")).toBe(true);
      // The same link drawn by the same library gives the same picture: the QR encodes exactly the link.
      const expected = await QRCode.toString(upiLink, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      expect(decodeURIComponent(src.slice("data:image/svg+xml,".length))).toBe(expected);
    });

    test("UPI: 'Pay with a UPI app' is the same upi:// link, with the beneficiary name and UPI ID shown", async ({
      browser,
    }) => {
      // The button is for phones (a touch screen): see "the upi:// button shows only on touch screens".
      const context = await browser.newContext({ ...devices["Pixel 7"], baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.goto(p.path);
      await expect(page.getByRole("link", { name: p.payButton })).toHaveAttribute("href", upiLink);
      const upiCard = page.locator(".pay-card").first();
      await expect(upiCard).toContainText(demo.upiId);
      await expect(upiCard).toContainText(demo.beneficiary);
      await context.close();
    });

    test("the upi:// button shows only on touch screens; a desktop keeps the QR code and the UPI ID", async ({
      browser,
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(p.path);
      await expect(page.locator(`a[href="${upiLink}"]`)).toBeHidden();
      await expect(page.getByRole("img", { name: p.qrAlt })).toBeVisible();
      await expect(page.locator(".pay-card").first()).toContainText(demo.upiId);

      const phone = await browser.newContext({ ...devices["Pixel 7"], baseURL: test.info().project.use.baseURL });
      const onPhone = await phone.newPage();
      await onPhone.goto(p.path);
      await expect(onPhone.getByRole("link", { name: p.payButton })).toBeVisible();
      await expect(onPhone.getByRole("img", { name: p.qrAlt })).toBeVisible();
      await phone.close();
    });

    test("NEFT bank details: beneficiary name, account number, IFSC, branch, bank", async ({ page }) => {
      await page.goto(p.path);
      const bank = page.locator(".pay-card").nth(1);
      await expect(bank.locator(".detail-value")).toHaveText([
        demo.beneficiary,
        demo.account,
        demo.ifsc,
        demo.branch,
        demo.bank,
      ]);
    });

    test("a copy button puts the value on the clipboard and announces it politely", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(p.path);
      const copyIfsc = page.getByRole("button", { name: p.copy(p.labels.ifsc) });
      await copyIfsc.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo.ifsc);
      await expect(page.getByRole("status").filter({ hasText: p.copied })).toHaveText(p.copied);

      await page.getByRole("button", { name: p.copy(p.labels.account) }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo.account);
      await page.getByRole("button", { name: p.copy(p.labels.upi) }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo.upiId);
    });

    test("causes accordion: four causes, one open at a time, clicking the open one closes it", async ({ page }) => {
      await page.goto(p.path);
      const causes = page.locator("details.cause");
      await expect(causes.locator("summary")).toHaveText([...p.causes]);
      const isOpen = () => causes.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
      expect(await isOpen()).toEqual([false, false, false, false]);

      await causes.nth(0).locator("summary").click();
      expect(await isOpen()).toEqual([true, false, false, false]);
      await causes.nth(2).locator("summary").click();
      expect(await isOpen()).toEqual([false, false, true, false]);
      await expect(causes.nth(2).locator(".cause-body")).toBeVisible();
      await expect(causes.nth(0).locator(".cause-body")).toBeHidden();
      await causes.nth(2).locator("summary").click();
      expect(await isOpen()).toEqual([false, false, false, false]);
    });

    test("mentions scholarships of ₹3,100 each and a fund of ₹40,000", async ({ page }) => {
      await page.goto(p.path);
      await page.locator("details.cause").nth(1).locator("summary").click();
      await expect(page.locator("details.cause").nth(1)).toContainText("₹3,100");
      await page.locator("details.cause").nth(3).locator("summary").click();
      await expect(page.locator("details.cause").nth(3)).toContainText("₹40,000");
    });

    test("has no axe violations, with a cause open and after copying", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(p.path);
      await expectNoAxeViolations(page);
      await page.locator("details.cause").first().locator("summary").click();
      await page.getByRole("button", { name: p.copy(p.labels.ifsc) }).click();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("giving page with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const p of pages) {
    test(`${p.path} reads completely: QR code, pay link, bank details as selectable text, no copy buttons`, async ({
      page,
    }) => {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.heading);
      await expect(page.getByRole("img", { name: p.qrAlt })).toBeVisible();
      // In the page, shown on touch screens only (CSS, so without JavaScript too).
      await expect(page.locator(".upi-pay a")).toHaveAttribute("href", upiLink);
      await expect(page.getByText(demo.ifsc, { exact: true })).toBeVisible();
      await expect(page.getByText(demo.account, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: p.copy(p.labels.ifsc) })).toHaveCount(0);
      await expect(page.locator("footer")).toBeVisible();
    });

    test(`${p.path}: the causes accordion works without JavaScript, one open at a time`, async ({ page }) => {
      await page.goto(p.path);
      const causes = page.locator("details.cause");
      await causes.nth(1).locator("summary").click();
      await expect(causes.nth(1)).toContainText("₹3,100");
      await causes.nth(3).locator("summary").click();
      await expect(causes.nth(3)).toContainText("₹40,000");
      await expect(causes.nth(1).locator(".cause-body")).toBeHidden();
      await causes.nth(3).locator("summary").click();
      await expect(causes.nth(3).locator(".cause-body")).toBeHidden();
    });
  }
});

test.describe("giving page layout and hydration", () => {
  for (const p of pages) {
    test(`${p.path} fits a 320 px wide screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(p.path);
      await page.locator("details.cause").nth(1).locator("summary").click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test(`${p.path} hydrates without console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(p.path);
      await expect(page.getByRole("button", { name: p.copy(p.labels.ifsc) })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

/**
 * A gift from a citizen of another country (OCI and PIO card holders too) may only be received
 * in an FCRA-registered account: the page asks first, and only "Indian citizen" gets the
 * domestic UPI ID, QR code and bank account, in the page and in its data.
 */
const gate = [
  {
    path: "/donate",
    question: "Are you an Indian citizen?",
    yes: "Yes, I am an Indian citizen",
    no: "No, I am a citizen of another country",
    foreign: "Giving as a citizen of another country",
    foundation: "Give to The Rotary Foundation",
  },
  {
    path: "/korean/donate",
    question: "인도 국민이신가요?",
    yes: "네, 인도 국민입니다",
    no: "아니요, 다른 나라 국적입니다",
    foreign: "외국 국적자의 후원",
    foundation: "로타리 재단에 후원하기",
  },
  {
    path: "/hindi/donate",
    question: "क्या आप भारत के नागरिक हैं?",
    yes: "हाँ, मैं भारतीय नागरिक हूँ",
    no: "नहीं, मैं किसी दूसरे देश का नागरिक हूँ",
    foreign: "दूसरे देश के नागरिक के रूप में दान",
    foundation: "द रोटरी फ़ाउंडेशन को दान दें",
  },
] as const;

/** Whether any domestic payment detail is in the page: shown, or anywhere in its HTML and data. */
async function domesticDetailsIn(page: import("@playwright/test").Page) {
  const html = await page.content();
  return [demo.upiId, demo.account, demo.ifsc, "upi://pay"].filter((detail) => html.includes(detail));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the citizenship question, ${javaScriptEnabled ? "with" : "without"} JavaScript, on a 375 px phone`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
    for (const g of gate) {
      test(`${g.path}: asked first; a citizen of another country never gets the domestic UPI ID, QR code or bank account; an Indian citizen does`, async ({
        page,
      }) => {
        await page.goto(g.path);
        await expect(page.getByRole("heading", { name: g.question })).toBeVisible();
        expect(await domesticDetailsIn(page)).toEqual([]);
        await expect(page.locator(".upi-qr")).toHaveCount(0);

        await page.getByRole("link", { name: g.no }).click();
        await expect(page.getByRole("heading", { name: g.foreign })).toBeVisible();
        await expect(page).toHaveURL(/citizen=foreign/);
        // Without an FCRA account (the demo club has none): The Rotary Foundation and a way to write.
        await expect(page.getByRole("link", { name: g.foundation })).toHaveAttribute(
          "href",
          "https://www.rotary.org/en/donate",
        );
        await expect(page.locator(".upi-qr")).toHaveCount(0);
        expect(await domesticDetailsIn(page)).toEqual([]);

        await page.goto(g.path);
        await page.getByRole("link", { name: g.yes }).click();
        await expect(page).toHaveURL(/citizen=indian/);
        await expect(page.locator(".upi-qr")).toBeVisible();
        await expect(page.getByText(demo.account, { exact: true })).toBeVisible();
      });
    }
  });
}
