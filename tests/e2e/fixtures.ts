import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { hashToken, sessionAbsoluteMs } from "../../app/lib/session-token";

/**
 * Every test's browser may talk to this machine only: maps and video embeds are blocked.
 * `officialState`: the cookies of the test official, signed in once per worker, for
 * `test.use(asOfficial)` in suites of many screens that only look (a sign-in costs seconds).
 */
export const test = base.extend<object, { officialState: string }>({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:",
      (route) => route.abort("blockedbyclient"),
    );
    await use(context);
  },
  officialState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await signInThroughForm(page);
      const file = path.join(workerInfo.project.outputDir, `official-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker" },
  ],
});

/** Each test of the suite starts signed in as the test official (see officialState). */
export const asOfficial = {
  storageState: async ({ officialState }: { officialState: string }, use: (file: string) => Promise<void>) =>
    use(officialState),
};

/**
 * axe-core as AxeBuilder injects it before each check, minified (AxeBuilder's own is the
 * 1.3 MB unminified build: about 135 ms to inject against 95) and left alone when the page has
 * it already, as on a page checked on a phone and then on a desktop.
 */
const axeSource = `if (!window.axe) {\n${fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")}\n}`;

/**
 * Zero axe-core violations (WCAG 2.1 A and AA rules and best practices) on the
 * page as it is now, and WCAG 2.2's target size: every control at least 24×24
 * px or spaced as if it were (axe-core leaves that rule off by default).
 * `exclude` leaves out part of the page checked elsewhere (a framed public page).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string } = {}) {
  // Legacy mode runs axe in the page itself. The default mode finishes every run in a new blank
  // page, a new renderer each time, which doubled the time of every check (0.6 s against 1.2 to
  // 1.8 s on an idle machine) and is needed only for cross-origin frames, which the tests block.
  const builder = new AxeBuilder({ page, axeSource }).setLegacyMode(true).options({
    rules: { "target-size": { enabled: true } },
    resultTypes: ["violations"],
  });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export { expect };

export const official = { email: "official@example.org", password: "correct horse battery staple" };

/**
 * Signs the page's browser in. As the official the test servers create at
 * start-up, it writes a session row and sets its cookie (as the Epic Stack's
 * login fixture does), then opens the dashboard: the sign-in form is tried by
 * the specs about signing in. Told whom, it signs in through the form, so a
 * test that means to prove a password still proves it.
 */
export async function signIn(page: Page, who?: { email: string; password: string }) {
  if (who) return signInThroughForm(page, who);
  const { project } = test.info();
  const dataDir = project.name === "admin" ? `${process.env.E2E_DATA_DIR}-admin` : `${process.env.E2E_DATA_DIR}`;
  const token = crypto.randomBytes(32).toString("base64url");
  const db = new Database(path.join(dataDir, "club.db"));
  try {
    db.pragma("busy_timeout = 10000");
    const found = db.prepare("select id from officials where email = ?").get(official.email) as { id: number };
    const now = new Date();
    db.prepare(
      "insert into sessions (token_hash, official_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)",
    ).run(
      hashToken(token),
      found.id,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + sessionAbsoluteMs).toISOString(),
    );
  } finally {
    db.close();
  }
  await page.context().addCookies([{ name: "session", value: token, url: project.use.baseURL ?? "" }]);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
}

/** Signs in through the sign-in form, as a person does. */
export async function signInThroughForm(page: Page, who: { email: string; password: string } = official) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
}
