import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { contactMessageValues } from "../../app/forms/contact";
import { joinMessageValues } from "../../app/forms/join";
import { contactContent } from "../../app/i18n/content/contact";
import { joinContent } from "../../app/i18n/content/join";
import { fill } from "../../app/i18n/types";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";

type Locale = "en" | "ko";
type Values = Record<string, string>;

/** A submission and the message each field must then show, by error code. */
interface Case {
  rule: string;
  values: Values;
  codes: Record<string, string>;
}

const long = (n: number) => "a".repeat(n);

const joinCases: Case[] = [
  {
    rule: "all five fields are required",
    values: { name: "", age: "", phone: "", email: "", reason: "" },
    codes: { name: "required", age: "required", phone: "required", email: "required", reason: "required" },
  },
  {
    rule: "age is a whole number; phone digits, spaces, + and -; e-mail format; name and reason length",
    values: { name: long(101), age: "thirty", phone: "12 ab", email: "not-an-address", reason: long(2001) },
    codes: { name: "tooLong", age: "notWholeNumber", phone: "invalidPhone", email: "invalidEmail", reason: "tooLong" },
  },
  {
    rule: "age at least 18; phone and e-mail length",
    values: {
      name: "Asha",
      age: "17",
      phone: "+91 0 0 0 0 0 0 0 0 0 0 0 0",
      email: `${long(250)}@example.org`,
      reason: "Service",
    },
    codes: { age: "tooYoung", phone: "tooLong", email: "tooLong" },
  },
  {
    rule: "age at most 120; phone 7 to 15 digits",
    values: { name: "Asha", age: "121", phone: "12345", email: "asha@example.org", reason: "Service" },
    codes: { age: "tooOld", phone: "invalidPhone" },
  },
];

const contactCases: Case[] = [
  {
    rule: "all four fields are required",
    values: { name: "", email: "", phone: "", message: "" },
    codes: { name: "required", email: "required", phone: "required", message: "required" },
  },
  {
    rule: "e-mail format; phone digits, spaces, + and -; name and message length",
    values: { name: long(101), email: "minji@", phone: "call me", message: long(2001) },
    codes: { name: "tooLong", email: "invalidEmail", phone: "invalidPhone", message: "tooLong" },
  },
  {
    rule: "phone and e-mail length",
    values: {
      name: "Min-ji",
      email: `${long(250)}@example.org`,
      phone: "+82 1 0 0 0 0 0 0 0 0 0 0 0",
      message: "Hello",
    },
    codes: { email: "tooLong", phone: "tooLong" },
  },
];

const forms = [
  {
    form: "join",
    path: { en: "/join", ko: "/korean/join" },
    content: joinContent,
    messageValues: joinMessageValues as Record<string, Record<string, number>>,
    cases: joinCases,
    labels: {
      en: {
        name: "Full name",
        age: "Age",
        phone: "Phone number",
        email: "E-mail address",
        reason: "Why would you like to join?",
      },
      ko: { name: "이름", age: "나이", phone: "전화번호", email: "이메일 주소", reason: "가입하고 싶은 이유" },
    } as Record<Locale, Values>,
    submit: { en: "Send request", ko: "신청서 보내기" },
    sent: { en: "🎉 Joining request sent successfully!", ko: "🎉 가입 신청이 접수되었습니다!" },
    valid: (tag: string): Values => ({
      name: `Asha ${tag}`,
      age: "34",
      phone: "+91 90000 00000",
      email: `${tag}@example.org`,
      reason: "I want to serve my town.",
    }),
    row: { kind: "join", age: 34, body: "I want to serve my town." },
  },
  {
    form: "contact",
    path: { en: "/contact", ko: "/korean/contact" },
    content: contactContent,
    messageValues: contactMessageValues as Record<string, Record<string, number>>,
    cases: contactCases,
    labels: {
      en: { name: "Full name", email: "E-mail address", phone: "Phone number", message: "Your message" },
      ko: { name: "이름", email: "이메일 주소", phone: "전화번호", message: "문의 내용" },
    } as Record<Locale, Values>,
    submit: { en: "Send message", ko: "메시지 보내기" },
    sent: { en: "✅ Message sent successfully!", ko: "✅ 메시지를 보냈습니다!" },
    valid: (tag: string): Values => ({
      name: `Min-ji ${tag}`,
      email: `${tag}@example.org`,
      phone: "+82 10-0000-0000",
      message: "When is your next health camp?",
    }),
    row: { kind: "contact", age: null, body: "When is your next health camp?" },
  },
] as const;

type FormSpec = (typeof forms)[number];

function expectedMessage(spec: FormSpec, locale: Locale, field: string, code: string) {
  const messages = spec.content[locale].errors as unknown as Record<string, Record<string, string>>;
  const template = messages[field]?.[code];
  if (!template) throw new Error(`no ${locale} message for ${spec.form}.${field}.${code}`);
  return fill(template, spec.messageValues[field] ?? {});
}

async function fillForm(page: Page, spec: FormSpec, values: Values) {
  for (const [field, value] of Object.entries(values)) {
    await page.locator(`#${spec.form}-${field}`).fill(value);
  }
}

function uniqueTag(spec: FormSpec, locale: Locale, js: boolean) {
  return `${spec.form}-${locale}-${js ? "js" : "nojs"}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

function readMessageRow(email: string, dataDir = process.env.E2E_DATA_DIR ?? "") {
  const db = new Database(path.join(dataDir, "club.db"), { readonly: true });
  try {
    return db
      .prepare(
        "select kind, locale, name, email, phone, age, body, status, spam_reason, submitted_at, time_text, client_ip from messages where email = ?",
      )
      .all(email) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: js });

    for (const spec of forms) {
      for (const locale of ["en", "ko"] as const) {
        const url = spec.path[locale];

        test(`${url}: labelled fields with autocomplete tokens${spec.form === "join" ? " and a numeric keypad for age" : ""}`, async ({
          page,
        }) => {
          await page.goto(url);
          for (const [field, label] of Object.entries(spec.labels[locale])) {
            await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("name", field);
          }
          await expect(page.locator(`#${spec.form}-name`)).toHaveAttribute("autocomplete", "name");
          await expect(page.locator(`#${spec.form}-email`)).toHaveAttribute("autocomplete", "email");
          await expect(page.locator(`#${spec.form}-email`)).toHaveAttribute("type", "email");
          await expect(page.locator(`#${spec.form}-phone`)).toHaveAttribute("autocomplete", "tel");
          await expect(page.locator(`#${spec.form}-phone`)).toHaveAttribute("type", "tel");
          if (spec.form === "join") await expect(page.locator("#join-age")).toHaveAttribute("inputmode", "numeric");
        });

        for (const c of spec.cases) {
          test(`${url}: ${c.rule}: each error shown in the page's language, typed values kept`, async ({ page }) => {
            await page.goto(url);
            await fillForm(page, spec, c.values);
            await page.getByRole("button", { name: spec.submit[locale] }).click();

            const summary = page.locator(".error-summary");
            await expect(summary).toBeVisible();
            for (const [field, code] of Object.entries(c.codes)) {
              const message = expectedMessage(spec, locale, field, code);
              const input = page.locator(`#${spec.form}-${field}`);
              const error = page.locator(`#${spec.form}-${field}-error`);
              await expect(error).toContainText(message);
              await expect(input).toHaveAttribute("aria-invalid", "true");
              expect((await input.getAttribute("aria-describedby"))?.split(" ")).toContain(
                `${spec.form}-${field}-error`,
              );
              await expect(summary.getByRole("link", { name: message })).toHaveAttribute(
                "href",
                `#${spec.form}-${field}`,
              );
            }
            // Fields without a problem are not marked.
            await expect(page.locator("[aria-invalid=true]")).toHaveCount(Object.keys(c.codes).length);
            for (const [field, value] of Object.entries(c.values)) {
              await expect(page.locator(`#${spec.form}-${field}`)).toHaveValue(value);
            }
            if (js) await expect(summary).toBeFocused();
          });
        }

        test(`${url}: a valid submission is stored and answered "${spec.sent[locale]}", the form then empty`, async ({
          page,
        }) => {
          const tag = uniqueTag(spec, locale, js);
          const values = spec.valid(tag);
          await page.goto(url);
          await fillForm(page, spec, values);
          await postAsIfServedEarlier(page);
          const response = page.waitForResponse((r) => r.request().method() === "POST");
          await page.getByRole("button", { name: spec.submit[locale] }).click();
          expect((await response).status()).toBe(200);

          await expect(page.getByRole("status").filter({ hasText: spec.sent[locale] })).toBeVisible();
          for (const field of Object.keys(values)) {
            await expect(page.locator(`#${spec.form}-${field}`)).toHaveValue("");
          }
          await expect(page.locator(".error-summary")).toHaveCount(0);

          const rows = readMessageRow(values.email ?? "");
          expect(rows).toHaveLength(1);
          const row = rows[0] ?? {};
          expect(row).toMatchObject({
            kind: spec.row.kind,
            locale,
            name: values.name,
            email: values.email,
            phone: values.phone,
            age: spec.row.age,
            body: spec.row.body,
            status: "new",
          });
          expect(String(row.submitted_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
          expect(row.client_ip).toBeTruthy();
          // The time field, filled on the server: long date and short time, India time named once.
          expect(String(row.time_text)).toMatch(
            locale === "en"
              ? /^\d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} [ap]m IST$/
              : /^\d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d{2} \(인도 시간\)$/,
          );
        });
      }
    }
  });
}

/**
 * Bots get the same answer as people, but their message is stored as spam and never mailed.
 * Each case sends one message from this machine's address, which the per-address hourly
 * limit (MESSAGE_LIMIT_PER_HOUR, 20) counts: four cases, not one per form, language and mode.
 * This file sends 14 messages in all.
 */
const botCases = [
  { js: false, form: 0, locale: "en", bot: "fills the hidden honeypot field", reason: "honeypot" },
  { js: true, form: 1, locale: "ko", bot: "fills the hidden honeypot field", reason: "honeypot" },
  { js: true, form: 1, locale: "en", bot: "sends the form sooner than a person could fill it", reason: "too-fast" },
  { js: false, form: 0, locale: "ko", bot: "sends the form sooner than a person could fill it", reason: "too-fast" },
] as const;

test.describe("spam without third parties", () => {
  // A "too fast" bot is timed against a server whose minimum is two minutes: against the
  // shared server's 3 s, a page load and typing on a busy machine can take longer than a bot
  // may, and the message is (rightly) taken for a person's.
  let slowFill: { server: RunningServer; dataDir: string } | undefined;
  test.beforeAll(async () => {
    const dataDir = tempDataDir();
    slowFill = {
      dataDir,
      server: await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "0", FORM_MIN_FILL_SECONDS: "120" }),
    };
  });
  test.afterAll(async () => {
    await slowFill?.server.stop();
  });

  for (const c of botCases) {
    const spec = forms[c.form];
    const url = spec.path[c.locale];
    test.describe(c.js ? "with JavaScript" : "with JavaScript disabled", () => {
      test.use({ javaScriptEnabled: c.js });

      test(`${url}: a bot that ${c.bot} gets the same "${spec.sent[c.locale]}", and its message is stored as spam`, async ({
        page,
      }) => {
        const values = spec.valid(uniqueTag(spec, c.locale, c.js));
        const own = c.reason === "too-fast" ? slowFill : undefined;
        await page.goto(own ? `${own.server.url}${url}` : url);
        // The honeypot is off screen and hidden from assistive technology: people never reach it.
        const trap = page.locator(`#${spec.form}-website`);
        await expect(trap).toHaveAttribute("tabindex", "-1");
        await expect(page.locator(".form-trap")).toHaveAttribute("aria-hidden", "true");
        await fillForm(page, spec, values);
        if (c.reason === "honeypot") {
          // A bot fills what it finds in the markup; force: no person could reach the field.
          await trap.fill("https://spam.example", { force: true });
          await postAsIfServedEarlier(page);
        }
        const response = page.waitForResponse((r) => r.request().method() === "POST");
        await page.getByRole("button", { name: spec.submit[c.locale] }).click();
        expect((await response).status()).toBe(200);
        await expect(page.getByRole("status").filter({ hasText: spec.sent[c.locale] })).toBeVisible();
        await expect(page.locator(`#${spec.form}-email`)).toHaveValue("");
        expect(readMessageRow(values.email ?? "", own?.dataDir)).toMatchObject([
          { status: "spam", spam_reason: c.reason },
        ]);
      });
    });
  }
});

test.describe("a person is not taken for a bot", () => {
  test.use({ javaScriptEnabled: false });

  test("a form corrected without JavaScript is timed from the page first served, not from the error page", async ({
    page,
  }) => {
    const spec = forms[1];
    const values = spec.valid(uniqueTag(spec, "en", false));
    await page.goto("/contact");
    await fillForm(page, spec, { ...values, email: "wrong" });
    // Only the first post: the corrected one carries whatever stamp the error page gave it.
    await postAsIfServedEarlier(page, 1);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#contact-email-error")).toBeVisible();
    // Corrected at once: well within the minimum fill time of the error page itself.
    await page.locator("#contact-email").fill(values.email ?? "");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "✅ Message sent successfully!" })).toBeVisible();
    expect(readMessageRow(values.email ?? "")).toMatchObject([{ status: "new", spam_reason: null }]);
  });
});

test.describe("accessibility (axe runs inside the page, so with JavaScript)", () => {
  for (const spec of forms) {
    for (const locale of ["en", "ko"] as const) {
      const url = spec.path[locale];
      test(`${url} has no axe violations, empty and with errors shown`, async ({ page }) => {
        await page.goto(url);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: spec.submit[locale] }).click();
        await expect(page.locator(".error-summary")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe("error summary and focus (with JavaScript)", () => {
  test("a link in the error summary moves focus to its field", async ({ page }) => {
    await page.goto("/join");
    await page.locator("#join-name").fill("Asha");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.locator(".error-summary").getByRole("link", { name: "Enter your age." }).click();
    await expect(page.locator("#join-age")).toBeFocused();
  });

  test("a corrected form sends: the errors go and the success message shows", async ({ page }) => {
    const spec = forms[1];
    const values = spec.valid(uniqueTag(spec, "en", true));
    await page.goto("/contact");
    await fillForm(page, spec, { ...values, email: "wrong" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#contact-email-error")).toBeVisible();
    await page.locator("#contact-email").fill(values.email ?? "");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "✅ Message sent successfully!" })).toBeVisible();
    await expect(page.locator("#contact-email-error")).toHaveCount(0);
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
    expect(readMessageRow(values.email ?? "")).toHaveLength(1);
  });
});

test.describe("contact map", () => {
  const embed = "https://www.google.com/maps?q=Uttar%20Pradesh%2C%20India&output=embed";
  const open = "https://www.google.com/maps/search/?api=1&query=Uttar%20Pradesh%2C%20India";

  for (const [url, showMap, title, openLabel] of [
    ["/contact", "Show map", "Map of Uttar Pradesh, India (Google Maps)", "Open in Google Maps"],
    ["/korean/contact", "지도 보기", "Uttar Pradesh, India 지도 (Google 지도)", "Google 지도에서 열기"],
  ] as const) {
    test(`${url}: the map iframe appears only after clicking Show map; nothing is fetched from a third party before`, async ({
      page,
    }) => {
      const thirdParty: string[] = [];
      page.on("request", (request) => {
        const { hostname } = new URL(request.url());
        if (!["127.0.0.1", "localhost"].includes(hostname) && !request.url().startsWith("data:")) {
          thirdParty.push(request.url());
        }
      });
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(thirdParty).toEqual([]);

      await page.getByRole("button", { name: showMap }).click();
      const frame = page.locator("iframe.map-frame");
      await expect(frame).toHaveAttribute("src", embed);
      await expect(frame).toHaveAttribute("title", title);
      await expect(page.getByRole("button", { name: showMap })).toHaveCount(0);
      await expect(page.getByRole("link", { name: openLabel })).toHaveAttribute("href", open);
      await expectNoAxeViolations(page);
    });
  }

  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });

    test("a plain 'Open in Google Maps' link shows instead of the map", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", open);
      await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
    });
  });
});

test.describe("form pages layout and hydration", () => {
  for (const url of ["/join", "/korean/join", "/contact", "/korean/contact"]) {
    test(`${url} fits a 320 px wide screen without sideways scrolling, errors shown`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(url);
      await page.locator("form.message-form button[type=submit]").click();
      await expect(page.locator(".error-summary")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test(`${url} hydrates without console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      // The form is enhanced once hydrated: a submit is checked on the server (decision 0063) and
      // answered without loading the page again (the mark set on this document survives).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator("form.message-form button[type=submit]").click();
      await expect(page.locator(".error-summary")).toBeFocused();
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      // The browser logs the refused post's 400 itself; nothing else may be logged.
      expect(errors.filter((error) => !/status of 400\b/.test(error))).toEqual([]);
    });
  }
});
