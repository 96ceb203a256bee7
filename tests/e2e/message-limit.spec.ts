import { postForm } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The per-address limit, seen by a visitor. This file runs its own server
 * (one a worker) with MESSAGE_LIMIT_PER_HOUR=1, so the shared e2e server's
 * budget for this machine's address is left alone.
 */
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDataDir(), DEMO_CONTENT: "0", MESSAGE_LIMIT_PER_HOUR: "1" });
  // The one message this address may send this hour.
  const sent = await postForm(`${server.url}/contact`, {
    name: "First",
    email: "first@example.org",
    phone: "+91 90000 00000",
    message: "The one that fits the limit",
  });
  expect(sent.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
});

const cases = [
  {
    path: "/join",
    submit: "Send request",
    fields: { name: "Asha", age: "34", phone: "+91 90000 00000", email: "asha@example.org", reason: "To serve" },
    title: "❌ Too many messages from your connection.",
  },
  {
    path: "/korean/join",
    submit: "신청서 보내기",
    fields: { name: "이서준", age: "41", phone: "+82 10-1234-5678", email: "seojun@example.org", reason: "봉사" },
    title: "❌ 같은 곳에서 너무 많은 메시지가 왔습니다.",
  },
  {
    path: "/contact",
    submit: "Send message",
    fields: { name: "Ravi", email: "ravi@example.org", phone: "+91 90000 00001", message: "Hello again" },
    title: "❌ Too many messages from your connection.",
  },
  {
    path: "/korean/contact",
    submit: "메시지 보내기",
    fields: { name: "김민지", email: "minji@example.org", phone: "+82 10-0000-0000", message: "다시 문의합니다" },
    title: "❌ 같은 곳에서 너무 많은 메시지가 왔습니다.",
  },
] as const;

for (const js of [true, false]) {
  test.describe(js ? "with JavaScript" : "with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: js });

    for (const c of cases) {
      test(`${c.path}: over the hourly limit, 429 with a clear message in the page's language, and nothing retyped`, async ({
        page,
      }) => {
        await page.goto(`${server.url}${c.path}`);
        const form = c.path.endsWith("join") ? "join" : "contact";
        for (const [field, value] of Object.entries(c.fields)) await page.locator(`#${form}-${field}`).fill(value);
        const response = page.waitForResponse((r) => r.request().method() === "POST");
        await page.getByRole("button", { name: c.submit }).click();
        expect((await response).status()).toBe(429);
        await expect(page.getByRole("alert").filter({ hasText: c.title })).toBeVisible();
        for (const [field, value] of Object.entries(c.fields)) {
          await expect(page.locator(`#${form}-${field}`)).toHaveValue(value);
        }
        if (js) await expectNoAxeViolations(page);
      });
    }
  });
}
