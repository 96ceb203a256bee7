import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The label of the slide that fills the carousel's viewport now, or null while it moves. */
function shownSlide(page: Page) {
  return page.locator(".carousel").evaluate((carousel) => {
    const viewport = carousel.querySelector(".carousel-viewport")?.getBoundingClientRect();
    if (!viewport) return null;
    for (const slide of carousel.querySelectorAll<HTMLElement>(".carousel-slide")) {
      const content = slide.firstElementChild?.getBoundingClientRect();
      if (content && Math.abs(content.left - viewport.left) < 2 && Math.abs(content.width - viewport.width) < 2)
        return slide.getAttribute("aria-label");
    }
    return null;
  });
}

async function carouselReady(page: Page) {
  await expect(page.locator(".carousel[data-enhanced]")).toHaveCount(1);
}

test.describe("project detail", () => {
  test("shows title, short note and info cards for location, date, man hours and cost (rupee sign)", async ({
    page,
  }) => {
    await page.goto("/project/DEMO-SEWING");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sewing machines for a self-help group (demo)");
    await expect(page.locator(".lead")).toHaveText(/^Ten sewing machines and a three-month tailoring course/);
    const facts = page.locator(".project-facts");
    await expect(facts.locator("dt")).toHaveText(["Location", "Date", "Man hours", "Cost"]);
    await expect(facts.locator("dd")).toHaveText([
      "Women's self-help group (demo)",
      "20 January 2025",
      "120 hours",
      "₹90,000",
    ]);
    await expect(facts.locator("time")).toHaveAttribute("datetime", "2025-01-20");
    await expect(page.locator(".project-badge")).toHaveText("Signature project");
  });

  test("groups rupees the Indian way (₹1,25,000) and shows the date in Korean under /korean", async ({ page }) => {
    await page.goto("/project/DEMO-SCHOOL-KITS");
    await expect(page.locator(".project-facts dd").last()).toHaveText("₹1,25,000");
    await page.goto("/korean/project/DEMO-SEWING");
    const facts = page.locator(".project-facts");
    await expect(facts.locator("dt")).toHaveText(["장소", "날짜", "봉사 시간", "사업비"]);
    await expect(facts.locator("dd").first()).toHaveText("여성 자조 모임 (데모)");
    await expect(facts.locator("dd").nth(1)).toHaveText("2025년 1월 20일");
    await expect(facts.locator("dd").nth(2)).toHaveText("120시간");
    await expect(facts.locator("dd").nth(3)).toHaveText(/^₹\s?90,000$/);
  });

  test("shows an info card only when its value is present", async ({ page }) => {
    // DEMO-TREES has no cost.
    await page.goto("/project/DEMO-TREES");
    await expect(page.locator(".project-facts dt")).toHaveText(["Location", "Date", "Man hours"]);
  });

  test("description with line breaks preserved", async ({ page }) => {
    await page.goto("/project/DEMO-SCHOOL-KITS");
    const description = page.locator(".project-description");
    await expect(description).toHaveCSS("white-space", "pre-line");
    const text = await description.innerText();
    expect(text).toContain("how a project page looks.\n\nMembers packed");
    expect(text).toContain("300 school kits.\nEach kit held");
    // Three rendered paragraphs' worth of lines, not one run-on line.
    const lineHeight = await description.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect((await description.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(lineHeight * 4 - 1);
  });

  test("a project without Korean text shows the English text under /korean, marked lang=en", async ({ page }) => {
    await page.goto("/korean/project/DEMO-TREES");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    const title = page.getByRole("heading", { level: 1 });
    // Marked visibly too, in Korean (issue 20.11): lang="en" alone tells only screen readers.
    await expect(title).toHaveText("영어 원문 Tree planting on the riverside (demo)");
    await expect(title).toHaveAttribute("lang", "en");
    await expect(title.locator(".in-english")).toHaveAttribute("lang", "ko");
    await expect(page.locator(".lead")).toHaveAttribute("lang", "en");
    await expect(page.locator(".lead .in-english")).toHaveText("영어 원문");
    await expect(page.locator(".project-description")).toHaveAttribute("lang", "en");
    await expect(page.locator(".project-description .in-english")).toBeVisible();
    await page.goto("/hindi/project/DEMO-TREES");
    await expect(title.locator(".in-english")).toHaveText("अंग्रेज़ी में");
    await page.goto("/project/DEMO-TREES");
    await expect(page.locator(".in-english")).toHaveCount(0);
    await page.goto("/korean/project/DEMO-TREES");
    // The page's own words stay Korean.
    await expect(page.locator(".project-facts dt").first()).toHaveText("장소");
    await expect(page.getByRole("heading", { name: "프로젝트 소개" })).toBeVisible();
  });

  test("a project with Korean text shows it under /korean", async ({ page }) => {
    await page.goto("/korean/project/DEMO-SEWING");
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("여성 자조 모임에 재봉틀 지원 (데모)");
    await expect(title).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("link", { name: /전체 프로젝트 보기/ })).toHaveAttribute("href", "/korean/projects");
  });

  test("project id unknown: Project not found. with status 404", async ({ page }) => {
    const response = await page.goto("/project/NO-SUCH-PROJECT");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project not found.");
    await expect(page.getByRole("link", { name: "See all projects" })).toHaveAttribute("href", "/projects");
    await expect(page).toHaveTitle("Project not found.");
  });

  test("project id unknown in Korean: the Korean equivalent with status 404", async ({ page }) => {
    const response = await page.goto("/korean/project/NO-SUCH-PROJECT");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("프로젝트를 찾을 수 없습니다.");
    await expect(page.getByRole("link", { name: "전체 프로젝트 보기" })).toHaveAttribute("href", "/korean/projects");
  });
});

test.describe("project image carousel", () => {
  test("follows the carousel pattern: a labelled region, slides labelled 1 of 3, first image eager", async ({
    page,
  }) => {
    await page.goto("/project/DEMO-SEWING");
    const carousel = page.getByRole("region", { name: "Project photos" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(3);
    for (const [i, label] of ["1 of 3", "2 of 3", "3 of 3"].entries()) {
      await expect(slides.nth(i)).toHaveAttribute("aria-label", label);
      await expect(slides.nth(i)).toHaveAttribute("aria-roledescription", "slide");
    }
    const images = carousel.locator("img");
    await expect(images).toHaveCount(3);
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
    await expect(images.nth(0)).toHaveAttribute("alt", /sewing class/);
  });

  test("one slide per view, spacing 10", async ({ page }) => {
    await page.goto("/project/DEMO-SEWING");
    await carouselReady(page);
    await expect.poll(() => shownSlide(page)).toBe("1 of 3");
    const gap = await page.locator(".carousel-slide").evaluateAll((slides) => {
      const [a, b] = slides.map((s) => s.firstElementChild?.getBoundingClientRect());
      return a && b ? b.left - a.right : null;
    });
    expect(gap).toBe(10);
  });

  test("next and previous arrows move the slides and wrap around (looping)", async ({ page }) => {
    await page.goto("/project/DEMO-SEWING");
    await carouselReady(page);
    const next = page.getByRole("button", { name: "Next slide" });
    const previous = page.getByRole("button", { name: "Previous slide" });
    await next.click();
    await expect.poll(() => shownSlide(page)).toBe("2 of 3");
    await next.click();
    await expect.poll(() => shownSlide(page)).toBe("3 of 3");
    await next.click();
    await expect.poll(() => shownSlide(page)).toBe("1 of 3");
    await previous.click();
    await expect.poll(() => shownSlide(page)).toBe("3 of 3");
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
  });

  test("clickable dots go to their slide and show which one is current", async ({ page }) => {
    await page.goto("/project/DEMO-SEWING");
    await carouselReady(page);
    const dots = page.locator(".carousel-dot");
    await expect(dots).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Go to slide 3" }).click();
    await expect.poll(() => shownSlide(page)).toBe("3 of 3");
    await expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
    await page.getByRole("button", { name: "Go to slide 2" }).click();
    await expect.poll(() => shownSlide(page)).toBe("2 of 3");
    // Screen readers hear where they are after a move made by hand.
    await expect(page.locator(".carousel [aria-live=polite]")).toHaveText("2 of 3");
  });

  test("a two-image carousel loops as well", async ({ page }) => {
    await page.goto("/project/DEMO-SCHOOL-KITS");
    await carouselReady(page);
    await expect(page.locator(".carousel-slide")).toHaveCount(2);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => shownSlide(page)).toBe("2 of 2");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => shownSlide(page)).toBe("1 of 2");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => shownSlide(page)).toBe("2 of 2");
  });

  test("a single image has no arrows or dots", async ({ page }) => {
    await page.goto("/project/DEMO-TREES");
    await expect(page.locator(".carousel-slide")).toHaveCount(1);
    await expect(page.locator(".carousel-controls")).toHaveCount(0);
  });

  test("the detail carousel never moves by itself and has no pause button", async ({ page }) => {
    // The clock stands still until the test runs it on, far past any rotation interval.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"));
    await page.goto("/project/DEMO-SEWING");
    await carouselReady(page);
    await expect(page.getByRole("button", { name: /slide show/ })).toHaveCount(0);
    await page.clock.runFor(30_000);
    await expect(page.locator('.carousel-dot[aria-current="true"]')).toHaveAttribute("aria-label", "Go to slide 1");
    expect(await shownSlide(page)).toBe("1 of 3");
  });

  test("speaks Korean under /korean", async ({ page }) => {
    await page.goto("/korean/project/DEMO-SEWING");
    const carousel = page.getByRole("region", { name: "프로젝트 사진" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "슬라이드 쇼");
    await expect(carousel.getByRole("group").first()).toHaveAttribute("aria-label", "3장 중 1번째");
    await carouselReady(page);
    await page.getByRole("button", { name: "다음 사진" }).click();
    await expect.poll(() => shownSlide(page)).toBe("3장 중 2번째");
    await expect(page.getByRole("button", { name: "2번째 사진 보기" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("project video", () => {
  test("embedded video only after clicking Play, from youtube-nocookie with the 11-character id", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const { hostname } = new URL(request.url());
      if (!["127.0.0.1", "localhost"].includes(hostname)) thirdParty.push(request.url());
    });
    await page.goto("/project/DEMO-EYE-CAMP");
    const play = page.getByRole("button", { name: "Play video" });
    await expect(play).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);

    await play.click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
    await expect(frame).toHaveAttribute("title", "Video: Free eye-check camp (demo)");
    await expect(frame).toBeFocused();
    await expect(play).toHaveCount(0);
    // The frame's request is reported some time after its attributes are set.
    await expect
      .poll(() => thirdParty.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ")))
      .toBe(true);
  });

  test("the Korean page's video button and player title are Korean", async ({ page }) => {
    await page.goto("/korean/project/DEMO-EYE-CAMP");
    await page.getByRole("button", { name: "동영상 재생" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("title", "동영상: 무료 안과 검진 캠프 (데모)");
  });

  test("a project without a video URL has no video", async ({ page }) => {
    await page.goto("/project/DEMO-SEWING");
    await expect(page.getByRole("heading", { name: "Video" })).toHaveCount(0);
    await expect(page.locator(".video-frame")).toHaveCount(0);
  });
});

test.describe("project detail is accessible", () => {
  for (const path of [
    "/project/DEMO-SEWING",
    "/korean/project/DEMO-SEWING",
    "/project/DEMO-EYE-CAMP",
    "/korean/project/DEMO-TREES",
    "/project/NO-SUCH-PROJECT",
    "/korean/project/NO-SUCH-PROJECT",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (!path.includes("NO-SUCH")) await carouselReady(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("project detail without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads completely: all three images in a scrollable strip, and the description", async ({ page }) => {
    await page.goto("/project/DEMO-SEWING");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sewing machines for a self-help group (demo)");
    const images = page.locator(".carousel img");
    await expect(images).toHaveCount(3);
    const viewport = page.locator(".carousel-viewport");
    await expect(viewport).toHaveCSS("overflow-x", "auto");
    await expect(viewport).toHaveCSS("scroll-snap-type", "x mandatory");
    // Every slide can be scrolled into view: nothing is hidden.
    for (let i = 0; i < 3; i++) {
      await images.nth(i).scrollIntoViewIfNeeded();
      await expect(images.nth(i)).toBeInViewport();
      await expect(images.nth(i)).toBeVisible();
    }
    await expect(page.locator(".carousel-button").first()).toBeHidden();
    // (Playwright's text search skips <noscript>, so find the hint by its class.)
    await expect(page.locator(".carousel-hint")).toHaveText("Scroll sideways to see all 3 photos.");
    await expect(page.locator(".carousel-hint")).toBeVisible();
    await expect(page.locator(".project-description")).toContainText("school uniforms");
    await expect(page.locator("footer")).toBeVisible();
  });

  test("offers the video as a plain link to YouTube", async ({ page }) => {
    await page.goto("/project/DEMO-EYE-CAMP");
    const link = page.getByRole("link", { name: "Watch the video on YouTube" });
    await expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=aqz-KE-bpKQ");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("the Korean page reads without JavaScript too", async ({ page }) => {
    await page.goto("/korean/project/DEMO-EYE-CAMP");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("무료 안과 검진 캠프 (데모)");
    await expect(page.getByRole("link", { name: "YouTube에서 동영상 보기" })).toBeVisible();
    await page.goto("/korean/project/DEMO-SEWING");
    await expect(page.locator(".carousel img")).toHaveCount(3);
    await expect(page.locator(".carousel-hint")).toHaveText("옆으로 밀어서 사진 3장을 모두 보세요.");
  });
});

test("the server-rendered scrollable strip (before or without the script) has no axe violations", async ({ page }) => {
  // axe needs JavaScript in the page, so keep the page's own scripts away instead of switching JavaScript off.
  await page.route("**/assets/*.js", (route) => route.abort("blockedbyclient"));
  await page.goto("/project/DEMO-SEWING");
  await expect(page.locator(".carousel-viewport")).toHaveCSS("overflow-x", "auto");
  await expect(page.locator(".carousel[data-enhanced]")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
