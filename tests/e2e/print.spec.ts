import { expect, test } from "./fixtures";

/**
 * Printing (docs/decisions/0037, 0044): an A4 sheet is 794 px wide; within its
 * 12 mm margins the printout's content is 186 mm (703 px) wide. Laid out at
 * the sheet's whole width, as some browsers and "no margins" do, nothing may
 * lie outside that content box.
 */
const a4 = { width: 794, height: 1123 };
const mm = 96 / 25.4;
const contentLeft = (a4.width - 186 * mm) / 2;
const contentRight = a4.width - contentLeft;

const pages = [
  "/",
  "/about",
  "/donate?citizen=indian",
  "/korean/donate?citizen=indian",
  "/hindi/donate?citizen=indian",
  "/hindi/about",
  "/project/DEMO-SEWING",
  "/members",
  "/events",
];

test.describe("printed on A4", () => {
  test.use({ viewport: a4 });

  for (const path of pages) {
    test(`${path}: nothing is wider than the sheet's content box, and the club's name and address head the page`, async ({
      page,
    }) => {
      await page.emulateMedia({ media: "print" });
      await page.goto(path);
      const outside = await page.evaluate(
        ({ left, right }) =>
          [...document.querySelectorAll("body *")]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && (box.left < left - 0.5 || box.right > right + 0.5);
            })
            .map((element) => {
              const box = element.getBoundingClientRect();
              return `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(box.left)}-${Math.round(box.right)}`;
            }),
        { left: contentLeft, right: contentRight },
      );
      expect(outside).toEqual([]);

      const masthead = page.locator(".print-masthead");
      await expect(masthead).toBeVisible();
      const clubName = path.startsWith("/korean")
        ? "데모 로타리 클럽 (예시)"
        : path.startsWith("/hindi")
          ? "डेमो रोटरी क्लब (उदाहरण)"
          : "Demo Rotary Club (example)";
      await expect(masthead).toContainText(clubName);
      await expect(masthead).toContainText("Uttar Pradesh, India");
      // The page's own address, without the query (the giving page's answer to its question).
      await expect(masthead).toContainText(`${new URL(page.url()).origin}${path.split("?")[0]}`);
    });
  }

  test("on screen the print heading is not shown", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator(".print-masthead")).toBeHidden();
  });

  test("before printing, every lazily loaded image is loaded, so none is missing on paper", async ({ page }) => {
    for (const path of ["/project/DEMO-SEWING", "/members", "/projects"]) {
      await page.goto(path);
      // Hydrated: the listener is the script's.
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
        expect(await page.locator('img[loading="lazy"]').count()).toBe(0);
      }).toPass();
      await expect
        .poll(() =>
          page
            .locator("main img")
            .evaluateAll(
              (images) =>
                images.filter(
                  (image) => !(image as HTMLImageElement).complete || !(image as HTMLImageElement).naturalWidth,
                ).length,
            ),
        )
        .toBe(0);
    }
  });

  test("a page prints to a PDF", async ({ page }) => {
    await page.goto("/about");
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
