import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminDb, newAddress } from "./accounts";
import { expect, signIn, test } from "./fixtures";

// A double tap without JavaScript, or a retry, sends the same form twice: one record, not two.

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** The one-time token of the empty form on `path`, as the page renders it. */
async function onceToken(page: Page, path: string) {
  await page.goto(path);
  const token = await page.locator('input[name="_once"]').first().inputValue();
  expect(token).toMatch(/^[0-9a-f-]{36}$/);
  return token;
}

/** Posts the same body twice at the same instant; both answers. */
async function postTwice(page: Page, path: string, multipart: Multipart, origin: string) {
  return Promise.all(
    [0, 1].map(() => page.request.post(path, { multipart, headers: { Origin: origin }, maxRedirects: 0 })),
  );
}

function count(sql: string, ...values: unknown[]) {
  const db = adminDb();
  try {
    return (db.prepare(sql).get(...values) as { n: number }).n;
  } finally {
    db.close();
  }
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the same new-event form posted twice at once adds one event, and both answers say it was added", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const title = `Double tap event ${tag()}`;
  const answers = await postTwice(
    page,
    "/event-form",
    {
      _form: "event",
      _once: await onceToken(page, "/event-form"),
      kind: "fellowship",
      status: "scheduled",
      startDate: "2027-01-10",
      startTime: "18:00",
      endTime: "20:00",
      venueNameEn: "Club hall",
      titleEn: title,
    },
    baseURL ?? "",
  );
  for (const answer of answers) expect(answer.status()).toBe(200);
  expect(count("select count(*) as n from event_texts where title = ?", title)).toBe(1);
});

test("the same new-project form posted twice at once adds one project, without a 'taken' error for the second", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const code = `E2E-TWICE-${tag()}`.toUpperCase();
  const answers = await postTwice(
    page,
    "/project-form",
    {
      _form: "project",
      _once: await onceToken(page, "/project-form"),
      code,
      projectDate: "2025-03-01",
      titleEn: "Twice",
    },
    baseURL ?? "",
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("Project submitted");
  }
  expect(count("select count(*) as n from projects where code = ?", code)).toBe(1);
});

test("the same add-member form with its photo posted twice at once adds one member", async ({ page, baseURL }) => {
  await signIn(page);
  const name = `Double Tap ${tag()}`;
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#357" } })
    .jpeg()
    .toBuffer();
  const answers = await postTwice(
    page,
    "/add-member",
    {
      _form: "add-member",
      _once: await onceToken(page, "/add-member"),
      name,
      memberNo: `M-${tag()}`,
      joinedOn: "2024-07-01",
      position: "50",
      photo_file: { name: "face.jpg", mimeType: "image/jpeg", buffer: photo },
    },
    baseURL ?? "",
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("Member successfully added");
  }
  expect(count("select count(*) as n from members where name = ?", name)).toBe(1);
});

test("the same add-past-president form posted twice at once adds one entry, and neither answer is the 'year taken' refusal", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  // Far in the future: other specs order the list by year and add the oldest one themselves.
  const first = 5000 + Math.floor(Math.random() * 4000);
  const year = `${first}-${first + 1}`;
  const president = `President ${tag()}`;
  const body = { _form: "add-past-president", rotaryYear: year, president, secretary: "Secretary" };
  const answers = await postTwice(
    page,
    "/add-past-president",
    { ...body, _once: await onceToken(page, "/add-past-president") },
    baseURL ?? "",
  );
  for (const answer of answers) {
    const text = await answer.text();
    expect(answer.status(), /form-error">([^<]*)/.exec(text)?.[1]).toBe(200);
    expect(text).toContain("Past President added successfully");
  }
  expect(count("select count(*) as n from past_presidents where president = ?", president)).toBe(1);
});

test("the same add-officer form posted twice at once adds one term, and neither answer is the 'office taken' refusal", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const _once = await onceToken(page, "/handover");
  const nextYear = await page
    .locator('#add-term-heading ~ form [name="rotaryYear"] option')
    .last()
    .getAttribute("value");
  const office = `Double tap office ${tag()}`;
  const answers = await postTwice(
    page,
    "/handover",
    {
      _form: "add-term",
      _once,
      intent: "add-term",
      rotaryYear: nextYear ?? "",
      role: "other",
      roleLabel: office,
      name: "Twice Tapped",
      // With an address, as the Handover page's own test expects of every next-year term but the demo one.
      email: newAddress("twice-tapped"),
    },
    baseURL ?? "",
  );
  for (const answer of answers) {
    const text = await answer.text();
    expect(answer.status(), /form-error">([^<]*)/.exec(text)?.[1]).toBe(200);
    expect(text).toContain("Twice Tapped added as");
  }
  expect(count("select count(*) as n from officer_terms where role_label = ?", office)).toBe(1);
});

test("the same invitation posted twice at once makes one invitation and one e-mail, and both answers show its link", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const email = newAddress("double-invite");
  const answers = await postTwice(
    page,
    "/officials",
    { _form: "invite-official", _once: await onceToken(page, "/officials"), email, role: "editor" },
    baseURL ?? "",
  );
  const links = [];
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain(`Invitation for ${email} made`);
    links.push(/https?:\/\/[^\s"<]+\/accept-invite\?token=[\w-]{43}/.exec(text)?.[0]);
  }
  expect(links[0]).toBeTruthy();
  expect(links[1]).toBe(links[0]);
  expect(count("select count(*) as n from official_tokens where purpose = 'invite' and email = ?", email)).toBe(1);
  expect(count("select count(*) as n from outbox where recipient = ?", email)).toBe(1);
});
