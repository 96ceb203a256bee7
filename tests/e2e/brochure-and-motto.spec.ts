import { expect, test } from "./fixtures";

test("the Korean home links the club's Korean brochure; the English home links the club book", async ({ page }) => {
  await page.goto("/korean");
  const hero = page.locator(".hero");
  await expect(hero.getByRole("link", { name: "클럽 브로슈어 보기" })).toHaveAttribute(
    "href",
    "https://example.org/demo-brochure",
  );
  await expect(hero.locator('a[href="https://example.org/demo-club-book"]')).toHaveCount(0);

  await page.goto("/");
  await expect(page.locator(".hero").getByRole("link", { name: "Read our club book" })).toHaveAttribute(
    "href",
    "https://example.org/demo-club-book",
  );
  await expect(page.locator('.hero a[href="https://example.org/demo-brochure"]')).toHaveCount(0);

  // Each language's brochure is its own (club_profile_texts): the Hindi home links the Hindi one.
  await page.goto("/hindi");
  await expect(page.locator(".hero").getByRole("link", { name: "क्लब का ब्रोशर पढ़ें" })).toHaveAttribute(
    "href",
    "https://example.org/demo-brochure-hindi",
  );
});

test("a member without a message is not quoted: the card's back shows Rotary's motto, credited to Rotary", async ({
  page,
}) => {
  for (const [path, motto, source, message] of [
    ["/members", "Service Above Self", "Rotary's motto", "Service above self is how I want to live."],
    ["/korean/members", "초아의 봉사", "로타리의 모토", "초아의 봉사, 그것이 제가 살고 싶은 삶의 방식입니다."],
    ["/hindi/members", "स्वयं से ऊपर सेवा", "रोटरी का आदर्श वाक्य", "स्वयं से ऊपर सेवा — यही मेरे जीवन का मूल मंत्र है।"],
  ] as const) {
    await page.goto(path);
    // Demo Member Six has no message; Demo Member One has one.
    const silent = page.locator(".flip-card", { hasText: "Demo Member Six" }).locator(".flip-back");
    await expect(silent.locator("blockquote")).toHaveText(motto);
    await expect(silent.locator("figcaption")).toHaveText(source);
    await expect(silent).not.toContainText("“");
    const quoted = page.locator(".flip-card", { hasText: "Demo Member One" }).locator(".flip-back");
    await expect(quoted.locator("blockquote")).toHaveText(`“${message}”`);
  }
});
