import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

// Tests run in parallel on one database: each makes projects with codes of its own.
function uniqueCode(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

async function photo(background: string) {
  return sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Holds intercepted requests until the test has seen what it waits for, then lets them through. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

type Multipart = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** Creates a project through the form's action, as a browser without JavaScript posts it. */
async function createProject(page: Page, baseURL: string | undefined, fields: Multipart) {
  const response = await page.request.post("/project-form", {
    multipart: { projectDate: "2025-01-15", ...fields },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Project submitted");
}

function card(page: Page, code: string) {
  return page.locator(".project-card").filter({ has: page.locator(`a[href$="/project/${code}"]`) });
}

const screens = ["/project-form", "/project-table", "/delete-project", "/delete-signature-project"];

test.describe("anonymous visitors", () => {
  test("are sent to sign-in from each project screen", async ({ page, request }) => {
    for (const screen of screens) {
      const response = await request.get(screen, { maxRedirects: 0 });
      expect(response.status(), screen).toBe(302);
      expect(response.headers().location).toBe(`/sign-in?next=${encodeURIComponent(screen)}`);
    }
    await page.goto("/Project-Form");
    await expect(page).toHaveURL(/\/sign-in\?next=%2FProject-Form$/);
    await expect(page.getByText("You need to sign in.")).toBeVisible();
  });

  test("their posts to each project screen are refused and change nothing", async ({ page, request, baseURL }) => {
    const headers = { Origin: baseURL ?? "" };
    const refused = async (path: string, init: { form?: Record<string, string>; multipart?: Multipart }) => {
      const response = await request.post(path, { ...init, headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toMatch(/^\/sign-in\?next=/);
    };
    const code = uniqueCode("ANON");
    await refused("/project-form", {
      multipart: { code, projectDate: "2025-01-01", titleEn: "Should not exist", signature: "on" },
    });
    await refused("/delete-project", { form: { code: "DEMO-TREES", intent: "delete" } });
    await refused("/delete-signature-project", { form: { code: "DEMO-SEWING", intent: "delete" } });
    await refused("/project-table", { multipart: { intent: "delete", id: "1" } });
    await refused("/project-table", { multipart: { id: "1", code: "ANON-RENAMED", projectDate: "2025-01-01" } });
    await refused("/media-upload", {
      multipart: { file: { name: "x.jpg", mimeType: "image/jpeg", buffer: await photo("#000") } },
    });

    // A post from another site is refused before the session is even looked at.
    const crossSite = await request.post("/delete-project", {
      form: { code: "DEMO-TREES", intent: "delete" },
      headers: { Origin: "https://attacker.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    // Each project's own page, not its place in the lists: other officials' tests add projects meanwhile.
    for (const demo of ["DEMO-TREES", "DEMO-SEWING", "DEMO-SCHOOL-KITS", "DEMO-WATER", "DEMO-EYE-CAMP"])
      expect((await request.get(`/project/${demo}`)).status(), demo).toBe(200);
    await page.goto("/project/DEMO-SEWING");
    await expect(page.locator(".project-badge")).toHaveText("Signature project");
    expect((await request.get(`/project/${code}`)).status()).toBe(404);
    expect((await request.get("/project/ANON-RENAMED")).status()).toBe(404);
  });

  test("see no officials' links on the project lists, in either language", async ({ page }) => {
    for (const path of ["/projects", "/korean/projects", "/signature-projects", "/korean/signature-projects"]) {
      await page.goto(path);
      await expect(page.locator(".official-links")).toHaveCount(0);
      const html = await page.content();
      for (const screen of screens) expect(html, path).not.toContain(`href="${screen}"`);
    }
  });
});

test.describe("officials' links on the public lists", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("/projects shows Edit Projects, + Add Project and − Remove Project; Korean labels on /korean/projects", async ({
    page,
  }) => {
    await page.goto("/projects");
    await expect(page.getByRole("link", { name: "Edit Projects" })).toHaveAttribute("href", "/project-table");
    await expect(page.getByRole("link", { name: "+ Add Project" })).toHaveAttribute("href", "/project-form");
    await expect(page.getByRole("link", { name: "− Remove Project" })).toHaveAttribute("href", "/delete-project");
    await expectNoAxeViolations(page);

    await page.goto("/korean/projects");
    await expect(page.getByRole("link", { name: "프로젝트 수정" })).toHaveAttribute("href", "/project-table");
    await expect(page.getByRole("link", { name: "+ 프로젝트 추가" })).toHaveAttribute("href", "/project-form");
    await expect(page.getByRole("link", { name: "− 프로젝트 삭제" })).toHaveAttribute("href", "/delete-project");
  });

  test("/signature-projects links to /delete-signature-project", async ({ page }) => {
    await page.goto("/signature-projects");
    await expect(page.getByRole("link", { name: "− Remove Signature Project" })).toHaveAttribute(
      "href",
      "/delete-signature-project",
    );
    await expect(page.getByRole("link", { name: "+ Add Project" })).toHaveCount(0);
    await page.goto("/korean/signature-projects");
    await expect(page.getByRole("link", { name: "− 대표 프로젝트에서 제외" })).toHaveAttribute(
      "href",
      "/delete-signature-project",
    );
  });
});

test.describe("new project form", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("Project submitted: the uploaded image shows on /projects, /korean/projects (English, lang=en) and the detail page", async ({
    page,
  }) => {
    const code = uniqueCode("E2E-NEW");
    await page.goto("/project-form");
    await expectNoAxeViolations(page);
    await page.getByLabel("Project ID").fill(`  ${code}  `);
    await page.getByLabel("Project date").fill("2025-06-21");
    await page.getByLabel("English location").fill("  Village school, Lucknow  ");
    await page.getByLabel("Hindi location").fill("गाँव का स्कूल, लखनऊ");
    await page.getByLabel("Cost (₹)").fill("100000");
    await page.getByLabel("Man hours").fill("40");
    await page.getByLabel("English title").fill("Library corner E2E");
    await page.getByLabel("English short note").fill("Two hundred books for a village school.");
    await page.getByLabel("English description").fill("First line.\nSecond line.");
    await page
      .getByLabel("Image or video 1")
      .setInputFiles({ name: "library.jpg", mimeType: "image/jpeg", buffer: await photo("#2255aa") });
    await expect(page.locator(".media-preview img")).toBeVisible();
    const slot = page.locator(".media-slot").first();
    await slot.getByLabel("Photo description (English)").fill("Children reading");
    await slot.getByLabel("Photo description (Korean)").fill("책 읽는 아이들");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project submitted", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Project ID")).toHaveValue("");

    await page.goto("/projects");
    const english = card(page, code);
    await expect(english.getByRole("heading")).toHaveText("Library corner E2E");
    await expect(english.locator("picture img")).toHaveAttribute("src", /^\/media\/.+\.webp$/);
    await page.goto(`/signature-projects`);
    await expect(card(page, code)).toHaveCount(0);

    await page.goto("/korean/projects");
    const korean = card(page, code);
    // Marked English visibly as well as by lang (issue 20.11).
    await expect(korean.getByRole("heading")).toHaveText("영어 원문 Library corner E2E");
    await expect(korean.getByRole("heading")).toHaveAttribute("lang", "en");
    await expect(korean.locator("picture img")).toHaveCount(1);

    await page.goto(`/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Library corner E2E");
    await expect(page.locator(".project-facts")).toContainText("Village school, Lucknow");
    // The location in each language: Hindi its own, Korean the English one marked (issue 20.11).
    await page.goto(`/hindi/project/${code}`);
    await expect(page.locator(".project-facts dd").first()).toHaveText("गाँव का स्कूल, लखनऊ");
    await page.goto(`/korean/project/${code}`);
    await expect(page.locator(".project-facts dd").first()).toHaveText("영어 원문 Village school, Lucknow");
    await expect(page.locator('.project-facts dd [lang="en"]')).toHaveText("영어 원문 Village school, Lucknow");
    await page.goto(`/project/${code}`);
    await expect(page.locator(".project-facts")).toContainText("21 June 2025");
    await expect(page.locator(".project-facts")).toContainText("₹1,00,000");
    await expect(page.locator(".project-photo img").first()).toHaveAttribute("alt", "Children reading");
    // The photo's description in each language: the Korean one on the Korean page, the English one on the
    // Hindi page, where it has none, marked lang="en" (decision 0068).
    await page.goto(`/korean/project/${code}`);
    await expect(page.locator(".project-photo img").first()).toHaveAttribute("alt", "책 읽는 아이들");
    await expect(page.locator(".project-photo img").first()).toHaveAttribute("lang", "ko");
    await page.goto(`/hindi/project/${code}`);
    await expect(page.locator(".project-photo img").first()).toHaveAttribute("alt", "Children reading");
    await expect(page.locator(".project-photo img").first()).toHaveAttribute("lang", "en");
  });

  test("a project kept as a draft: officials see it marked Draft in every language, visitors not at all until it is published", async ({
    page,
    browser,
    baseURL,
  }) => {
    const code = uniqueCode("E2E-DRAFT");
    await page.goto("/project-form");
    await page.getByLabel("Project ID").fill(code);
    await page.getByLabel("Project date").fill("2025-07-02");
    await page.getByLabel("English title").fill("Draft clinic E2E");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

    const visitor = await browser.newContext({ baseURL: baseURL ?? "" });
    const anonymous = await visitor.newPage();
    for (const prefix of ["", "/korean", "/hindi"]) {
      expect((await anonymous.goto(`${prefix}/project/${code}`))?.status()).toBe(404);
      await anonymous.goto(`${prefix}/projects`);
      await expect(card(anonymous, code)).toHaveCount(0);
    }

    await page.goto(`/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft clinic E2E");
    await expect(page.locator(".draft-notice")).toContainText("only officials can see this page");
    await page.goto(`/korean/project/${code}`);
    await expect(page.locator(".draft-notice")).toContainText("운영진만 볼 수 있는");
    await page.goto("/project-table");
    await expect(page.locator("tr", { hasText: code })).toContainText("Draft");
    await page.goto("/dashboard");
    const drafts = page.getByRole("region", { name: "Projects kept as drafts" });
    await expect(drafts.getByRole("link", { name: "Draft clinic E2E" })).toHaveAttribute("href", `/project/${code}`);

    // Publishing: "Save and publish" in the edit dialog.
    await page.goto(`/project/${code}`);
    await page.getByRole("link", { name: "Edit this project" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Project updated" })).toBeVisible();
    await expect(page.locator("tr", { hasText: code })).toContainText("Published");
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Draft clinic E2E" })).toHaveCount(0);

    expect((await anonymous.goto(`/korean/project/${code}`))?.status()).toBe(200);
    await expect(anonymous.locator(".draft-notice")).toHaveCount(0);
    await anonymous.goto("/projects");
    await expect(card(anonymous, code)).toHaveCount(1);
    await visitor.close();
  });

  test("an uploaded MP4 plays on the detail page and is never the card image", async ({ page, request, baseURL }) => {
    const code = uniqueCode("E2E-MP4");
    // The smallest MP4: an ftyp box is what names the format.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypisom"), Buffer.alloc(12)]);
    await createProject(page, baseURL, {
      code,
      titleEn: "Clip project E2E",
      media1_file: { name: "clip.mp4", mimeType: "video/mp4", buffer: mp4 },
      media1_altEn: "Volunteers at work",
      media2_file: { name: "after.jpg", mimeType: "image/jpeg", buffer: await photo("#336699") },
    });
    await page.goto("/projects");
    await expect(card(page, code).locator("picture img")).toHaveAttribute("src", /\.webp$/);
    await page.goto(`/project/${code}`);
    const clip = page.locator("video.project-clip");
    await expect(clip).toHaveAttribute("src", /^\/media\/[a-f0-9]+\.mp4$/);
    await expect(clip).toHaveAttribute("aria-label", "Volunteers at work");
    const response = await request.get((await clip.getAttribute("src")) ?? "");
    expect(response.headers()["content-type"]).toBe("video/mp4");
    await expect(page.locator(".project-photo")).toHaveCount(1);
  });

  test("the signature box gives Project submitted as Signature and puts it in /signature-projects", async ({
    page,
  }) => {
    const code = uniqueCode("E2E-SIG");
    await page.goto("/project-form");
    await page.getByLabel("Project ID").fill(code);
    await page.getByLabel("Project date").fill("2025-02-02");
    await page.getByLabel("English title").fill("Signature E2E");
    await page.getByLabel("Korean title").fill("대표 프로젝트 E2E");
    await page.getByLabel("Signature project").check();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project submitted as Signature")).toBeVisible();
    await page.goto("/signature-projects");
    await expect(card(page, code).getByRole("heading")).toHaveText("Signature E2E");
    await page.goto("/korean/signature-projects");
    await expect(card(page, code).getByRole("heading")).toHaveText("대표 프로젝트 E2E");
    await expect(card(page, code).getByRole("heading")).toHaveAttribute("lang", "ko");
  });

  test("Project ID and date are required, the values typed are kept", async ({ page }) => {
    await page.goto("/project-form");
    await page.getByLabel("English title").fill("Kept title");
    await page.getByLabel("Project ID").fill("   ");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.locator("#project-code-error")).toHaveText("Project ID is required.");
    await expect(page.locator("#project-projectDate-error")).toHaveText("Project date is required.");
    await expect(page.getByLabel("Project ID")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("English title")).toHaveValue("Kept title");
    await expectNoAxeViolations(page);
  });

  test("a Project ID already used, a bad video URL and a negative cost are refused", async ({ page }) => {
    await page.goto("/project-form");
    await page.getByLabel("Project ID").fill("DEMO-TREES");
    await page.getByLabel("Project date").fill("2025-01-01");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.locator("#project-code-error")).toHaveText("A project with the ID DEMO-TREES already exists.");

    await page.getByLabel("Project ID").fill("bad id!");
    await page.getByLabel("Video URL (YouTube)").fill("https://vimeo.com/76979871");
    await page.getByLabel("Cost (₹)").fill("-500");
    await page.getByLabel("Man hours").fill("ten");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.locator("#project-code-error")).toHaveText(
      "Use only letters, digits, - and _ in the Project ID.",
    );
    await expect(page.locator("#project-videoUrl-error")).toHaveText(
      /^Video URL \(YouTube\): enter the address of one YouTube video/,
    );
    await expect(page.locator("#project-cost-error")).toHaveText("Cost must be a whole number of rupees, 0 or more.");
    await expect(page.locator("#project-manHours-error")).toHaveText("Man hours must be a whole number, 0 or more.");
    await expect(page.getByLabel("Cost (₹)")).toHaveValue("-500");
    await expect(page.getByLabel("Project date")).toHaveValue("2025-01-01");
  });

  test("an 11 MB file is refused with its name, and the submit button waits for uploads", async ({ page }) => {
    await page.goto("/project-form");
    await page.getByLabel("Image or video 2").setInputFiles({
      name: "huge-11mb.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(11 * 1024 * 1024, 7),
    });
    await expect(page.getByText('"huge-11mb.jpg" is over 10 MB. Choose a smaller file.')).toBeVisible();

    // While a file is uploading, the form cannot be submitted: the upload is held until that is seen.
    const upload = gate();
    await page.route("**/media-upload*", async (route) => {
      await upload.opened;
      await route.continue();
    });
    await page
      .getByLabel("Image or video 1")
      .setInputFiles({ name: "slow.jpg", mimeType: "image/jpeg", buffer: await photo("#118833") });
    await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    upload.open();
    await expect(page.getByRole("button", { name: "Save and publish" })).toBeEnabled({ timeout: 10_000 });
  });
});

test.describe("projects table", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("lists projects newest first with code, title, date, signature mark and the languages translated into", async ({
    page,
  }) => {
    await page.goto("/project-table");
    await expect(page.locator(".admin-table thead th")).toHaveText([
      "Project ID",
      "Title (English)",
      "Date",
      "Signature",
      "Translated into",
      "Status",
      "Action",
    ]);
    const sewing = page.locator("tr", { has: page.getByRole("link", { name: "DEMO-SEWING", exact: true }) });
    await expect(sewing.locator("td").nth(3)).toHaveText("Yes");
    await expect(sewing.locator("td").nth(4)).toHaveText("Korean, Hindi");
    await expect(sewing.locator("td").nth(5)).toHaveText("Published");
    await expectNoAxeViolations(page);
  });

  test("Edit changes texts in both languages and the order of the media; Project updated", async ({
    page,
    baseURL,
  }) => {
    const code = uniqueCode("E2E-EDIT");
    await createProject(page, baseURL, {
      code,
      titleEn: "Before edit",
      media1_file: { name: "one.jpg", mimeType: "image/jpeg", buffer: await photo("#aa0000") },
      media1_altEn: "First photo",
      media2_file: { name: "two.jpg", mimeType: "image/jpeg", buffer: await photo("#00aa00") },
      media2_altEn: "Second photo",
    });
    await page.goto("/project-table");
    await page.getByRole("link", { name: `Edit ${code}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("English title")).toHaveValue("Before edit");
    await expect(dialog.locator(".media-preview img")).toHaveCount(2);
    await expect(dialog.locator(".media-slot").first().getByLabel("Photo description (English)")).toHaveValue(
      "First photo",
    );
    await expectNoAxeViolations(page);

    await dialog.getByLabel("English title").fill("After edit");
    await dialog.getByLabel("Korean title").fill("수정된 제목");
    await dialog.getByLabel("Korean short note").fill("한국어 설명");
    await dialog.getByLabel("Hindi title").fill("बदला हुआ शीर्षक");
    await dialog.getByLabel("Position of image or video 1").selectOption("2");
    await dialog.getByLabel("Position of image or video 2").selectOption("1");
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.locator("tr", { has: page.getByRole("link", { name: code, exact: true }) });
    await expect(row.locator("td").nth(1)).toHaveText("After edit");
    await expect(row.locator("td").nth(4)).toHaveText("Korean, Hindi");

    await page.goto(`/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("After edit");
    await expect(page.locator(".project-photo img").first()).toHaveAttribute("alt", "Second photo");
    await expect(page.locator(".project-photo img").nth(1)).toHaveAttribute("alt", "First photo");
    await page.goto(`/korean/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("수정된 제목");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "ko");
    await page.goto(`/hindi/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बदला हुआ शीर्षक");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "hi");

    // Remove one medium and replace the other.
    await page.goto(`/project-table?edit=${code}`);
    // Interact once the page is hydrated and the dialog is modal, as a person would after it has loaded.
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await dialog.getByLabel("Remove image or video 2").check();
    await dialog
      .getByLabel("Image or video 1 (choose a file to replace it)")
      .setInputFiles({ name: "three.jpg", mimeType: "image/jpeg", buffer: await photo("#0000aa") });
    await expect(dialog.getByRole("button", { name: "Save and publish" })).toBeEnabled();
    await dialog.locator(".media-slot").first().getByLabel("Photo description (English)").fill("Third photo");
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project updated")).toBeVisible();
    await page.goto(`/project/${code}`);
    await expect(page.locator(".project-photo img")).toHaveCount(1);
    await expect(page.locator(".project-photo img")).toHaveAttribute("alt", "Third photo");
  });

  test("the edit dialog validates like the new-project form and keeps what was typed", async ({ page, baseURL }) => {
    const code = uniqueCode("E2E-EDITBAD");
    await createProject(page, baseURL, { code, titleEn: "Validate me" });
    await page.goto(`/project-table?edit=${code}`);
    // Interact once the page is hydrated and the dialog is modal, as a person would after it has loaded.
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    const dialog = page.getByRole("dialog", { name: `Edit ${code}` });
    await dialog.getByLabel("Project ID").fill("DEMO-WATER");
    await dialog.getByLabel("English title").fill("Typed title");
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(dialog.locator("#edit-project-code-error")).toHaveText(
      "A project with the ID DEMO-WATER already exists.",
    );
    await expect(dialog.getByLabel("English title")).toHaveValue("Typed title");
    await dialog.getByLabel("Project ID").fill(code);
    await dialog.getByLabel("Video URL (YouTube)").fill("https://example.org/clip.mp4");
    await dialog.getByRole("button", { name: "Save and publish" }).click();
    await expect(dialog.locator("#edit-project-videoUrl-error")).toHaveText(
      /^Video URL \(YouTube\): enter the address of one YouTube video/,
    );
    // What was typed is not saved: Cancel asks first (decision 0055).
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await page
      .getByRole("dialog", { name: "Leave without saving?" })
      .getByRole("button", { name: "Leave without saving" })
      .click();
    await expect(dialog).toBeHidden();
    const row = page.locator("tr", { has: page.getByRole("link", { name: code, exact: true }) });
    await expect(row.locator("td").nth(1)).toHaveText("Validate me");
  });

  test("Delete asks first, then says Project deleted and the project is gone", async ({ page, baseURL }) => {
    const code = uniqueCode("E2E-TBLDEL");
    await createProject(page, baseURL, { code, titleEn: "Delete from table" });
    await page.goto("/project-table");
    await page.getByRole("link", { name: `Delete ${code}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete project" });
    await expect(dialog).toContainText("It goes to the trash for 30 days");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Project deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: code, exact: true })).toHaveCount(0);
    expect((await page.request.get(`/project/${code}`)).status()).toBe(404);
  });
});

test.describe("delete project by ID", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("an empty or blank ID gives Please enter a valid Project ID.; an unknown one No documents found to delete.", async ({
    page,
  }) => {
    await page.goto("/delete-project");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete Project" }).click();
    await expect(page.getByText("Please enter a valid Project ID.")).toBeVisible();
    await page.getByLabel("Project ID").fill("   ");
    await page.getByRole("button", { name: "Delete Project" }).click();
    await expect(page.getByText("Please enter a valid Project ID.")).toBeVisible();
    await page.getByLabel("Project ID").fill("NO-SUCH-PROJECT");
    await page.getByRole("button", { name: "Delete Project" }).click();
    await expect(page.getByText("No documents found to delete.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("idle → confirmation → Deleting... → 1 project deleted.", async ({ page, baseURL }) => {
    const code = uniqueCode("E2E-BYID");
    await createProject(page, baseURL, { code, titleEn: "Delete by ID", signature: "on" });
    await page.goto("/delete-project");
    await page.getByLabel("Project ID").fill(` ${code} `);
    await page.getByRole("button", { name: "Delete Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this project?" });
    await expect(dialog).toContainText(`Delete by ID (${code})`);
    await expect(dialog).toContainText("It goes to the trash for 30 days");
    await expectNoAxeViolations(page);

    // Cancel leaves everything as it was.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/project/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delete by ID");

    await page.goto("/delete-project");
    await page.getByLabel("Project ID").fill(code);
    await page.getByRole("button", { name: "Delete Project" }).click();
    // The question must be on the screen before the deletion is held: the route below would hold this post too.
    await expect(dialog.getByRole("button", { name: "Confirm" })).toBeEnabled();
    const deletion = gate();
    await page.route("**/delete-project.data*", async (route) => {
      await deletion.opened;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    await expect(page.getByLabel("Project ID")).toBeDisabled();
    deletion.open();
    await expect(page.getByText("1 project deleted.")).toBeVisible();
    await expect(page.getByLabel("Project ID")).toBeEnabled();
    await expect(page.getByLabel("Project ID")).toHaveValue("");
    expect((await page.request.get(`/project/${code}`)).status()).toBe(404);
    await page.goto("/signature-projects");
    await expect(card(page, code)).toHaveCount(0);
  });
});

test.describe("delete signature project by ID", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("removes only the signature mark: the project stays in /projects", async ({ page, baseURL }) => {
    const code = uniqueCode("E2E-UNSIG");
    await createProject(page, baseURL, { code, titleEn: "Was signature", signature: "on" });
    await page.goto("/signature-projects");
    await expect(card(page, code)).toHaveCount(1);

    await page.goto("/delete-signature-project");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Remove Signature Mark" }).click();
    await expect(page.getByText("Please enter a valid Project ID.")).toBeVisible();
    await page.getByLabel("Project ID").fill(code);
    await page.getByRole("button", { name: "Remove Signature Mark" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove the signature mark?" });
    await expect(dialog).toContainText("It stays in the projects list");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Signature mark removed from 1 project.")).toBeVisible();

    await page.goto("/signature-projects");
    await expect(card(page, code)).toHaveCount(0);
    await page.goto("/projects");
    await expect(card(page, code)).toHaveCount(1);

    // Not a signature project any more, so there is nothing to remove.
    await page.goto("/delete-signature-project");
    await page.getByLabel("Project ID").fill(code);
    await page.getByRole("button", { name: "Remove Signature Mark" }).click();
    await expect(page.getByText("No documents found to delete.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => signIn(page));

  test("a new project with its image posted in the form; an 11 MB file is named", async ({ page }) => {
    const code = uniqueCode("E2E-NOJS");
    await page.goto("/project-form");
    await page.getByLabel("Project ID").fill(code);
    await page.getByLabel("Project date").fill("2024-12-01");
    await page.getByLabel("English title").fill("No script project");
    await page
      .getByLabel("Image or video 1")
      .setInputFiles({ name: "nojs.jpg", mimeType: "image/jpeg", buffer: await photo("#884400") });
    await page.getByLabel("Image or video 2").setInputFiles({
      name: "too-big-11mb.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(11 * 1024 * 1024, 7),
    });
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText('"too-big-11mb.jpg" is over 10 MB. Choose a smaller file.').first()).toBeVisible();
    // The good image was kept, so only the big one has to be left out.
    await expect(page.locator(".media-preview img")).toHaveCount(1);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project submitted", { exact: true })).toBeVisible();
    await page.goto("/projects");
    await expect(card(page, code).locator("picture img")).toHaveCount(1);
  });

  test("delete by ID: the confirmation is a second step with a Confirm button", async ({ page, baseURL }) => {
    const code = uniqueCode("E2E-NOJSDEL");
    await createProject(page, baseURL, { code, titleEn: "No script delete" });
    await page.goto("/delete-project");
    await page.getByLabel("Project ID").fill(code);
    await page.getByRole("button", { name: "Delete Project" }).click();
    await expect(page.getByText("It goes to the trash for 30 days").last()).toBeVisible();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("1 project deleted.")).toBeVisible();
    expect((await page.request.get(`/project/${code}`)).status()).toBe(404);
  });

  test("the projects table edits through a plain form post", async ({ page, baseURL }) => {
    const code = uniqueCode("E2E-NOJSEDIT");
    await createProject(page, baseURL, { code, titleEn: "Plain post" });
    await page.goto("/project-table");
    await page.getByRole("link", { name: `Edit ${code}` }).click();
    await page.getByLabel("English title").fill("Plain post edited");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Project updated")).toBeVisible();
    await expect(page.locator("tr", { has: page.getByRole("link", { name: code, exact: true }) })).toContainText(
      "Plain post edited",
    );
  });
});
