import { expect, test } from "./fixtures";

test.describe("members page", () => {
  test("past presidents are sorted ascending by the 4-digit year", async ({ page }) => {
    await page.goto("/members");
    const years = await page.locator(".past-presidents tbody tr td:first-child").allTextContents();
    expect(years).toEqual(["2017-2018", "2018-2019", "2019-2020", "2020-2021", "2021-2022"]);
    await expect(page.locator(".past-presidents thead th")).toHaveText(["Rotary Year", "President", "Secretary"]);
  });

  test("visitors see no Action column", async ({ page }) => {
    await page.goto("/members");
    await expect(page.locator(".past-presidents thead th")).toHaveCount(3);
  });

  test("members are ordered ascending by Position, missing Position last, with 'Member' when no designation", async ({
    page,
  }) => {
    await page.goto("/members");
    const names = await page.locator(".flip-card h3").allTextContents();
    expect(names).toEqual([
      "Demo Member One",
      "Demo Member Two",
      "Demo Member Three",
      "Demo Member Four",
      "Demo Member Five",
      "Demo Member Six",
    ]);
    await expect(page.locator(".flip-card").nth(4).locator(".designation")).toHaveText("Member");
  });

  test("joining month and year: en-IN long month and year in English, Korean long form in Korean", async ({ page }) => {
    await page.goto("/members");
    await expect(page.locator(".flip-card").first()).toContainText("July 2017");
    await page.goto("/korean/members");
    await expect(page.locator(".flip-card").first()).toContainText("2017년 7월");
    await expect(page.locator(".flip-card").nth(4).locator(".designation")).toHaveText("회원");
  });

  test("each member's designation and message are in the page's language", async ({ page }) => {
    for (const [path, lang, designation, message] of [
      ["/korean/members", "ko", "회장", "초아의 봉사, 그것이 제가 살고 싶은 삶의 방식입니다."],
      ["/hindi/members", "hi", "अध्यक्ष", "स्वयं से ऊपर सेवा — यही मेरे जीवन का मूल मंत्र है।"],
    ] as const) {
      await page.goto(path);
      const first = page.locator(".flip-card").first();
      await expect(first.locator(".designation")).toHaveText(designation);
      await expect(first.locator(".designation")).toHaveAttribute("lang", lang);
      await expect(first.locator(".flip-back blockquote")).toHaveText(`“${message}”`);
    }
  });

  test("a member card flips while hovered and on keyboard focus, and its back is readable by screen readers", async ({
    page,
  }) => {
    await page.goto("/members");
    const card = page.locator(".flip-card").first();
    const inner = card.locator(".flip-inner");
    const flat = await inner.evaluate((el) => getComputedStyle(el).transform);
    await card.hover();
    await expect.poll(() => inner.evaluate((el) => getComputedStyle(el).transform)).not.toBe(flat);
    await page.mouse.move(0, 0);
    await expect.poll(() => inner.evaluate((el) => getComputedStyle(el).transform)).toBe(flat);
    await card.focus();
    await expect.poll(() => inner.evaluate((el) => getComputedStyle(el).transform)).not.toBe(flat);
    const snapshot = await card.ariaSnapshot();
    expect(snapshot).toContain("Service above self is how I want to live.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the members page reads completely", async ({ page }) => {
      await page.goto("/korean/members");
      await expect(page.getByRole("heading", { name: "역대 회장" })).toBeVisible();
      await expect(page.locator(".flip-card")).toHaveCount(6);
    });
  });
});
