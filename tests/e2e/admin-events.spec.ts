import { expect, signIn, test } from "./fixtures";

/** India's calendar date `days` from now (the form takes dates and times in India time). */
function indiaDay(days: number) {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test("an event kept as a draft is invisible to visitors; published it is on the home page, /events and its page in English, Korean and Hindi; cancelled it is marked in words everywhere, the calendar feed too", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = Math.random().toString(36).slice(2, 8);
  const titles = { en: `Gala E2E ${tag}`, ko: `자선 만찬 E2E ${tag}`, hi: `भव्य समारोह E2E ${tag}` };
  await signIn(page);

  await page.goto("/event-form");
  await page.locator('[name="kind"]').selectOption("fundraiser");
  await page.locator('[name="startDate"]').fill(indiaDay(2));
  await page.locator('[name="startTime"]').fill("23:30");
  await page.locator('[name="endDate"]').fill(indiaDay(3));
  await page.locator('[name="endTime"]').fill("01:00");
  await page.locator('[name="venueNameEn"]').fill("Demo venue");
  await page.locator('[name="venueNameHi"]').fill("डेमो स्थल");
  await page.locator('[name="titleEn"]').fill(titles.en);
  await page.locator('[name="titleKo"]').fill(titles.ko);
  await page.locator('[name="titleHi"]').fill(titles.hi);
  await page.locator('[name="descriptionEn"]').fill("A **demo** evening.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  const href = await page.getByRole("link", { name: "Edit the event just saved" }).getAttribute("href");
  const id = href?.split("/").pop() ?? "";
  expect(id).toMatch(/^\d+$/);

  const visitor = await browser.newContext({ baseURL: baseURL ?? "" });
  const anonymous = await visitor.newPage();
  const feed = async (prefix: string) => (await anonymous.request.get(`${prefix}/events.ics`)).text();
  for (const [prefix, locale] of [
    ["", "en"],
    ["/korean", "ko"],
    ["/hindi", "hi"],
  ] as const) {
    expect((await anonymous.goto(`${prefix}/event/${id}`))?.status()).toBe(404);
    await anonymous.goto(`${prefix}/events`);
    await expect(anonymous.getByText(titles[locale])).toHaveCount(0);
    await anonymous.goto(prefix || "/");
    await expect(anonymous.getByText(titles[locale])).toHaveCount(0);
    expect(await feed(prefix)).not.toContain(`event-${id}@`);
  }

  // Publishing: "Save and publish".
  await page.goto(`/event-form/${id}`);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();

  const expected = {
    en: { home: "/", list: "/events", page: `/event/${id}`, time: "(India time)" },
    ko: { home: "/korean", list: "/korean/events", page: `/korean/event/${id}`, time: "(인도 시간)" },
    hi: { home: "/hindi", list: "/hindi/events", page: `/hindi/event/${id}`, time: "(भारतीय समय)" },
  } as const;
  for (const locale of ["en", "ko", "hi"] as const) {
    const paths = expected[locale];
    await anonymous.goto(paths.home);
    await expect(anonymous.locator(".home-events").getByRole("link", { name: titles[locale] })).toBeVisible();
    await anonymous.goto(paths.list);
    await expect(anonymous.locator(".event-card", { hasText: titles[locale] })).toBeVisible();
    await anonymous.goto(paths.page);
    await expect(anonymous.getByRole("heading", { level: 1 })).toHaveText(titles[locale]);
    // The venue in the page's language; in English, marked, where it has none (issue 20.11).
    const venue = { en: "Demo venue", ko: "영어 원문 Demo venue", hi: "डेमो स्थल" }[locale];
    await expect(anonymous.locator(".event-detail dl")).toContainText(venue);
    await expect(anonymous.locator("main")).toContainText(paths.time);
    await expect(anonymous.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(anonymous.locator(`a[href$="/event/${id}/calendar.ics"]`)).toHaveCount(1);
  }
  expect(await feed("/korean")).toContain(`UID:event-${id}@`);
  expect(await feed("/hindi")).toContain("LOCATION:डेमो स्थल");
  expect(await feed("/korean")).toContain("LOCATION:Demo venue");

  // Cancelling, with a reason.
  await page.goto(`/event-form/${id}`);
  await page.locator('[name="status"]').selectOption("cancelled");
  await page.locator('[name="statusNoteEn"]').fill("Heavy rain expected");
  await page.locator('[name="statusNoteKo"]').fill("폭우 예보");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event saved." })).toBeVisible();

  const cancelled = { en: "Cancelled", ko: "취소됨", hi: "रद्द" } as const;
  for (const locale of ["en", "ko", "hi"] as const) {
    const paths = expected[locale];
    await anonymous.goto(paths.home);
    await expect(anonymous.locator(".home-events .event-card", { hasText: titles[locale] })).toContainText(
      cancelled[locale],
    );
    await anonymous.goto(paths.list);
    await expect(anonymous.locator(".event-card", { hasText: titles[locale] })).toContainText(cancelled[locale]);
    await anonymous.goto(paths.page);
    await expect(anonymous.locator(".event-status").first()).toHaveText(cancelled[locale]);
  }
  await expect(anonymous.locator("main")).toContainText("Heavy rain expected");
  await anonymous.goto(expected.ko.page);
  await expect(anonymous.locator("main")).toContainText("폭우 예보");
  const text = await feed("");
  const entry = text.split("BEGIN:VEVENT").find((block) => block.includes(`UID:event-${id}@`)) ?? "";
  expect(entry).toContain("STATUS:CANCELLED");
  expect(entry).toMatch(/SEQUENCE:2\r?\n/);
  await visitor.close();
});

test("bad event addresses are 404 and bad posts 400 with a clear message; one weekly date is cancelled from the officials' screen and shown cancelled, the other dates untouched", async ({
  page,
  baseURL,
}) => {
  const anonymous = page.request;
  for (const path of ["/event/abc", "/event/99999999999999999999", "/korean/event/0", "/event/1/calendar.ics/x"]) {
    expect((await anonymous.get(path)).status(), path).toBe(404);
  }
  expect((await anonymous.get("/event/abc/calendar.ics")).status()).toBe(404);

  await signIn(page);
  const headers = { Origin: baseURL ?? "" };
  expect((await page.request.get("/event-form/abc")).status()).toBe(404);
  const refused = await page.request.post("/event-form", {
    multipart: { _form: "event", kind: "fundraiser", startDate: "2027-02-30", startTime: "25:00", status: "x" },
    headers,
  });
  expect(refused.status()).toBe(400);
  const text = await refused.text();
  for (const message of ["Enter a date as YYYY-MM-DD.", "A day has hours 0 to 23.", "Choose a status."])
    expect(text).toContain(message);
  const backwards = await page.request.post("/event-form", {
    multipart: {
      _form: "event",
      kind: "other",
      startDate: "2027-03-02",
      startTime: "19:00",
      endTime: "18:00",
      status: "scheduled",
      titleEn: "Backwards",
    },
    headers,
  });
  expect(backwards.status()).toBe(400);
  expect(await backwards.text()).toContain("The end must be after the start.");

  // The demo weekly meeting (event 1) repeats weekly from its first date: its next date plus a day is not one of them,
  // plus two weeks is.
  const times = [...(await (await page.request.get("/event/1")).text()).matchAll(/<time dateTime="([^"]+)"/g)];
  const next = times.map((m) => Date.parse(m[1] ?? "")).find((t) => t > Date.now()) ?? Number.NaN;
  const indiaDay = (days: number) => new Date(next + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await page.goto("/event-form/1");
  const form = page.locator("form", { has: page.locator('[name="newTime"]') });
  await form.locator('[name="date"]').fill(indiaDay(1));
  await form.locator('[name="action"]').selectOption("cancel");
  await form.getByRole("button", { name: "Save the date" }).click();
  await expect(form.getByRole("alert")).toContainText(/The meeting is on \w+days: choose a/);

  await page.goto("/event-form/1");
  await form.locator('[name="date"]').fill(indiaDay(14));
  await form.locator('[name="action"]').selectOption("cancel");
  await form.locator('[name="noteEn"]').fill("Hall under repair");
  await form.getByRole("button", { name: "Save the date" }).click();
  await expect(form.getByRole("status")).toHaveText("The date is cancelled.");
  await page.context().clearCookies();
  await page.goto("/events");
  const meeting = page.locator(".event-dates li", { hasText: "Hall under repair" });
  await expect(meeting).toContainText("Cancelled");
  await expect(page.locator(".event-dates li.event-scheduled").first()).toBeVisible();
});
