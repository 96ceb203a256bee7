import { type RunningServer, startServer, tempDataDir } from "../helpers/server";
import { freePort, type SmtpSink, startSmtp } from "../helpers/smtp";
import { expect, signInThroughForm, test } from "./fixtures";
import { postAsIfServedEarlier } from "./form-stamp";

/**
 * Replies to an event (issue 25, build 7), on a server of its own that
 * mails through a real SMTP server on loopback, with PUBLIC_URL set to its
 * own address so the cancel links in the e-mails open it.
 */
let server: RunningServer;
let smtp: SmtpSink;
let dataDir: string;
const secretary = { email: "secretary-replies@example.org", password: "a secretary's long passphrase" };

test.beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir("club-replies-");
  const port = await freePort();
  server = await startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Club website <website@club.example>",
    JOIN_TO: "membership@club.example",
    CONTACT_TO: "secretary@club.example",
    MAIL_POLL_SECONDS: "2",
    ADMIN_EMAIL: secretary.email,
    ADMIN_PASSWORD: secretary.password,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(email));

/** India's calendar date `days` from now (the event form takes India dates). */
const indiaDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

test("an RSVP over capacity goes to the waiting list and moves up on a cancellation, at 375 px", async ({
  browser,
}) => {
  test.slow();
  const phone = { baseURL: server.url, viewport: { width: 375, height: 740 } };
  const office = await browser.newContext(phone);
  const official = await office.newPage();
  await signInThroughForm(official, secretary);
  await official.goto("/event-form");
  await official.locator('[name="kind"]').selectOption("fellowship");
  await official.locator('[name="startDate"]').fill(indiaDay(10));
  await official.locator('[name="startTime"]').fill("7:30 pm");
  await official.locator('[name="endTime"]').fill("10 pm");
  await official.locator('[name="titleEn"]').fill("Charter night dinner");
  await official.getByLabel("Who may reply").selectOption("everyone");
  await official.getByLabel(/^Places/).fill("2");
  await official.getByRole("button", { name: "Save and publish" }).click();
  await expect(official.getByRole("status").filter({ hasText: "Event published." })).toBeVisible();
  const eventId = (await official.getByRole("link", { name: /Edit the event just saved/ }).getAttribute("href"))
    ?.split("/")
    .pop();
  expect(eventId).toMatch(/^\d+$/);

  // Asha replies with one guest: the two places are hers.
  const ashaContext = await browser.newContext(phone);
  const asha = await ashaContext.newPage();
  await asha.goto(`/event/${eventId}`);
  await expect(asha.getByText("2 of 2 places left.")).toBeVisible();
  const ashaForm = asha.getByRole("form", { name: "Reply to this event" });
  await ashaForm.getByLabel("Full name").fill("Asha Verma");
  await ashaForm.getByLabel("E-mail address").fill("asha@example.org");
  await ashaForm.getByLabel("Guests coming with you").selectOption("1");
  await postAsIfServedEarlier(asha, 1, dataDir);
  await ashaForm.getByRole("button", { name: "Send my reply" }).click();
  await expect(asha.getByRole("status").filter({ hasText: "You're coming (you and 1 guest)." })).toBeVisible();
  await expect(asha.getByText("All places are taken")).toBeVisible();
  expect(await asha.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Ravi replies next: the event is full, so he is first on the waiting list.
  const raviContext = await browser.newContext(phone);
  const ravi = await raviContext.newPage();
  await ravi.goto(`/event/${eventId}`);
  const raviForm = ravi.getByRole("form", { name: "Reply to this event" });
  await raviForm.getByLabel("Full name").fill("Ravi Kumar");
  await raviForm.getByLabel("E-mail address").fill("ravi@example.org");
  await raviForm.getByLabel("Phone number (optional)").fill("+91 98765 43210");
  await postAsIfServedEarlier(ravi, 1, dataDir);
  await raviForm.getByRole("button", { name: "Send my reply" }).click();
  await expect(
    ravi.getByRole("status").filter({ hasText: "The event is full: you're on the waiting list, number 1 (just you)." }),
  ).toBeVisible();

  // Asha cancels from the link in her e-mail; opening it alone changes nothing.
  await expect.poll(() => mailsTo("asha@example.org").length, { timeout: 60_000 }).toBe(1);
  const confirmation = mailsTo("asha@example.org")[0];
  expect(confirmation?.subject).toBe("You are coming: Charter night dinner");
  const link = confirmation?.text.match(/http:\/\/127\.0\.0\.1:\d+\/event-reply\/\S+/)?.[0] ?? "";
  expect(link).not.toBe("");
  await asha.goto(link);
  await expect(asha.getByText("Your reply: coming (you and 1 guest).")).toBeVisible();
  await asha.getByRole("button", { name: "Yes, cancel my reply" }).click();
  await expect(asha.getByRole("status")).toHaveText("Your reply is cancelled. Thank you for letting us know.");
  await asha.reload();
  await expect(asha.getByText("This reply is already cancelled.")).toBeVisible();

  // Ravi moved up, and is told so by e-mail.
  await expect
    .poll(() => mailsTo("ravi@example.org").map((mail) => mail.subject), { timeout: 60_000 })
    .toEqual(["Waiting list: Charter night dinner", "A place for you: Charter night dinner"]);
  expect(mailsTo("ravi@example.org")[1]?.text).toContain(
    "A place has opened: you are now coming to Charter night dinner",
  );

  // The secretary's list: Ravi coming, Asha cancelled, and the list as CSV.
  await official.goto(`/event-replies/${eventId}`);
  await expect(official.getByText("1 people coming (guests included), 0 on the waiting list.")).toBeVisible();
  await expect(official.locator(".reply-coming")).toContainText("Ravi Kumar");
  await expect(official.locator(".reply-cancelled")).toContainText("Asha Verma");
  const csv = await (await official.request.get(`/event-replies/${eventId}/replies.csv`)).text();
  expect(csv).toContain('"Ravi Kumar","ravi@example.org","\'+91 98765 43210","0","","Coming","Visitor"');
  const width = await official.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await Promise.all([office.close(), ashaContext.close(), raviContext.close()]);
});
