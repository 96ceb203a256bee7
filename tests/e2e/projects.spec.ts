import { expect, test } from "./fixtures";

/** The demo projects, newest project date (and creation time) first. */
const newestFirst = ["DEMO-WATER", "DEMO-TREES", "DEMO-SEWING", "DEMO-EYE-CAMP", "DEMO-SCHOOL-KITS"];

function cardLinks(page: import("@playwright/test").Page) {
  return page.locator(".project-grid .project-card-title a");
}

async function cardCodes(page: import("@playwright/test").Page) {
  const hrefs = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.split("/").at(-1));
}

test.describe("projects list", () => {
  test("has the heading Projects and a card grid sorted newest first", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projects");
    expect(await cardCodes(page)).toEqual(newestFirst);
  });

  test("each card shows the title, the first image that is not a video, and the note", async ({ page }) => {
    await page.goto("/projects");
    const card = page.locator(".project-card").filter({ hasText: "Sewing machines for a self-help group (demo)" });
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Sewing machines for a self-help group (demo)");
    await expect(card.locator(".project-card-note")).toHaveText(/^Ten sewing machines/);
    const img = card.locator("picture img");
    await expect(img).toHaveCount(1);
    await expect(img).toHaveAttribute("src", /^\/media\/.+\.webp$/);
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute("sizes", /257px/);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0 || el.loading === "lazy")).toBe(true);
    // Every demo project has an image, so every card has one.
    await expect(page.locator(".project-card picture img")).toHaveCount(newestFirst.length);
  });

  test("click opens /project/{id}: one link per card, named by the title", async ({ page }) => {
    await page.goto("/projects");
    const cards = page.locator(".project-card");
    for (let i = 0; i < (await cards.count()); i++) await expect(cards.nth(i).getByRole("link")).toHaveCount(1);
    const link = page.getByRole("link", { name: "Free eye-check camp (demo)", exact: true });
    await expect(link).toHaveAttribute("href", "/project/DEMO-EYE-CAMP");
    // The link covers the whole card: a click on the image opens the project too.
    await page.locator(".project-card").filter({ has: link }).locator("picture img").click({ force: true });
    await expect(page).toHaveURL(/\/project\/DEMO-EYE-CAMP$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free eye-check camp (demo)");
  });

  test("Korean cards open /korean/project/{projectID}", async ({ page }) => {
    await page.goto("/korean/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("봉사 프로젝트");
    expect(await cardCodes(page)).toEqual(newestFirst);
    const hrefs = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(newestFirst.map((code) => `/korean/project/${code}`));
    await expect(page.getByRole("link", { name: "무료 안과 검진 캠프 (데모)" })).toHaveAttribute(
      "href",
      "/korean/project/DEMO-EYE-CAMP",
    );
  });

  test("a project without Korean text shows its English title and note, marked lang=en", async ({ page }) => {
    await page.goto("/korean/projects");
    const trees = page.locator(".project-card").filter({ hasText: "Tree planting on the riverside (demo)" });
    await expect(trees.locator("h2")).toHaveAttribute("lang", "en");
    await expect(trees.locator(".project-card-note")).toHaveAttribute("lang", "en");
    const water = page.locator(".project-card").filter({ hasText: "학교에 깨끗한 식수 지원 (데모)" });
    await expect(water.locator("h2")).toHaveAttribute("lang", "ko");
  });

  for (const [width, share] of [
    [375, 1],
    [700, 0.45],
    [1000, 0.3],
    [1400, 0.22],
  ] as const) {
    test(`cards per row: each card is ${share * 100}% of the row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/projects");
      const grid = await page.locator(".project-grid").boundingBox();
      const boxes = await page.locator(".project-card").evaluateAll((cards) =>
        cards.map((card) => {
          const r = card.getBoundingClientRect();
          return { width: r.width, top: Math.round(r.top) };
        }),
      );
      expect(grid).not.toBeNull();
      for (const box of boxes) expect(box.width / (grid?.width ?? 1)).toBeCloseTo(share, 2);
      const perRow = Math.min(Math.floor(1 / share + 0.001), newestFirst.length);
      const firstRow = boxes.filter((b) => b.top === boxes[0]?.top);
      expect(firstRow).toHaveLength(perRow);
    });
  }

  test("project card note clamped to 2 lines", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/projects");
    const notes = page.locator(".project-card-note");
    await expect(notes.first()).toBeVisible();
    const measured = await notes.evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return {
          clamp: style.getPropertyValue("-webkit-line-clamp"),
          overflow: style.overflow,
          lines: el.clientHeight / Number.parseFloat(style.lineHeight),
        };
      }),
    );
    for (const note of measured) {
      expect(note.clamp).toBe("2");
      expect(note.overflow).toBe("hidden");
      expect(note.lines).toBeLessThanOrEqual(2.05);
    }
    // The longest demo note needs more than two lines at this width, so the clamp really cuts it.
    const trees = page.locator(".project-card-note", { hasText: "An example project with no Korean or Hindi text" });
    expect(await trees.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  });

  test("everything fits one page: no pagination, and a page past the last is a 404", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
    const beyond = await page.goto("/projects?page=2");
    expect(beyond?.status()).toBe(404);
    const koBeyond = await page.goto("/korean/signature-projects?page=9");
    expect(koBeyond?.status()).toBe(404);
  });

  test("a page value that is not a page number goes to the first page", async ({ page }) => {
    for (const bad of ["abc", "0", "-1", "1.5"]) {
      const response = await page.goto(`/projects?page=${bad}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/projects$/);
    }
    await page.goto("/korean/projects?page=x");
    await expect(page).toHaveURL(/\/korean\/projects$/);
    expect(await cardCodes(page)).toEqual(newestFirst);
  });

  test("list pages ship no carousel code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/projects");
    await page.waitForLoadState("networkidle");
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
    const loaded = [...scripts, ...preloads];
    expect(loaded.some((path) => /\/assets\/projects-/.test(path))).toBe(true);
    expect(loaded.filter((path) => /\/assets\/project-[^/]*\.js$/.test(path))).toEqual([]);
    const css = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""));
    expect(css.filter((href) => href.includes("carousel"))).toEqual([]);
  });
});

test.describe("signature projects list", () => {
  test("holds only the signature projects, newest first", async ({ page }) => {
    await page.goto("/signature-projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signature Projects");
    expect(await cardCodes(page)).toEqual(["DEMO-SEWING", "DEMO-SCHOOL-KITS"]);
    await expect(page.getByRole("link", { name: "School kits for 300 children (demo)" })).toHaveAttribute(
      "href",
      "/project/DEMO-SCHOOL-KITS",
    );
  });

  test("Korean signature list holds the same projects with Korean links", async ({ page }) => {
    await page.goto("/korean/signature-projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("대표 프로젝트");
    const hrefs = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/korean/project/DEMO-SEWING", "/korean/project/DEMO-SCHOOL-KITS"]);
    await expect(cardLinks(page).first()).toHaveText("여성 자조 모임에 재봉틀 지원 (데모)");
  });
});

test.describe("project lists are accessible", () => {
  // Each list's axe check: every-page.spec.ts, on a phone and a desktop.
  test("the whole card shows keyboard focus on its one link", async ({ page }) => {
    await page.goto("/projects");
    const link = cardLinks(page).first();
    await link.focus();
    await expect(link).toBeFocused();
    const outline = await link.evaluate((a) => getComputedStyle(a, "::after").outlineStyle);
    expect(outline).toBe("solid");
  });
});

test.describe("project lists without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title] of [
    ["/projects", "Clean drinking water for a school (demo)"],
    ["/korean/projects", "학교에 깨끗한 식수 지원 (데모)"],
    ["/signature-projects", "Sewing machines for a self-help group (demo)"],
    ["/korean/signature-projects", "어린이 300명에게 학용품 전달 (데모)"],
  ] as const) {
    test(`${path} reads completely without JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("link", { name: title })).toBeVisible();
      await expect(page.locator(".project-card picture img").first()).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
    });
  }
});
