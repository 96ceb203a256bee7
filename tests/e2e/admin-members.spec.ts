import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, expectNoAxeViolations, signIn, test } from "./fixtures";

/** A tag no other test or run uses, so each test works on rows of its own. */
function uniqueTag() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** Writes rows straight into the admin server's database. */
function insertRow(table: "members" | "past_presidents", values: Record<string, string | number | null>) {
  const db = new Database(path.join(`${process.env.E2E_DATA_DIR}-admin`, "club.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    const row = { ...values, created_at: now, updated_at: now };
    const columns = Object.keys(row);
    db.prepare(`insert into ${table} (${columns.join(", ")}) values (${columns.map((c) => `@${c}`).join(", ")})`).run(
      row,
    );
  } finally {
    db.close();
  }
}

let rowsAdded = 0;

/** A Rotary year no other row has (one row a year): each worker of the run counts in its own hundred. */
function freeRotaryYear() {
  const start = 4000 + test.info().workerIndex * 100 + rowsAdded++;
  return `${start}-${start + 1}`;
}

function addPastPresident(tag: string) {
  const entry = { rotary_year: freeRotaryYear(), president: `President ${tag}`, secretary: `Secretary ${tag}` };
  insertRow("past_presidents", entry);
  return entry;
}

function addMember(tag: string) {
  const member = {
    member_no: `M-${tag}`,
    name: `Member ${tag}`,
    position: 90,
    joined_on: "2024-01-01",
  };
  insertRow("members", { ...member, photo_id: null });
  return member;
}

async function photoWithExif() {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: "#aa5500" } })
    .jpeg()
    .withMetadata({ orientation: 1 })
    .withExifMerge({ IFD0: { ImageDescription: "GPS 26.8467N 80.9462E", Make: "TestCam" } })
    .toBuffer();
}

test.describe("past presidents (officials)", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("add past president: all fields are required", async ({ page }) => {
    await page.goto("/add-past-president");
    await expect(page.getByLabel("Year")).toHaveAttribute("placeholder", "2024-2025");
    await page.getByLabel("President").fill("Only President");
    await page.getByRole("button", { name: "Add Past President" }).click();
    await expect(page.getByText("❗ All fields are required.").first()).toBeVisible();
    await expect(page.getByLabel("President")).toHaveValue("Only President");
  });

  test("add past president: success message, fields cleared, and the list shows it in year order", async ({ page }) => {
    const president = `Charter President ${uniqueTag()}`;
    await page.goto("/add-past-president");
    await page.getByLabel("Year").fill("2016-2017");
    await page.getByLabel("President").fill(president);
    await page.getByLabel("Secretary").fill("Charter Secretary E2E");
    await page.getByRole("button", { name: "Add Past President" }).click();
    await expect(page.getByText("✅ Past President added successfully!")).toBeVisible();
    await expect(page.getByLabel("Year")).toHaveValue("");
    await expect(page.getByLabel("President")).toHaveValue("");
    await page.goto("/members");
    // 2016-2017 is older than every other year in the list, so it comes first.
    await expect(page.locator(".past-presidents tbody tr").first()).toContainText("2016-2017");
    await expect(page.locator(".past-presidents tbody tr", { hasText: president })).toContainText("2016-2017");
  });

  test("Edit Entry dialog: opens prefilled, validates like the add form, Cancel leaves it, Save updates the row", async ({
    page,
  }) => {
    const entry = addPastPresident(uniqueTag());
    await page.goto("/members");
    const row = page.locator(".past-presidents tbody tr", { hasText: entry.president });
    await row.getByRole("link", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Entry" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Year")).toHaveValue(entry.rotary_year);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole("link", { name: "Edit" }).click();
    await dialog.getByLabel("Secretary").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("❗ All fields are required.")).toBeVisible();
    await dialog.getByLabel("Secretary").fill("Renamed Secretary E2E");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".past-presidents tbody tr", { hasText: entry.president })).toContainText(
      "Renamed Secretary E2E",
    );
  });

  for (const javaScript of [true, false]) {
    test(`the Korean Edit Entry dialog refuses in Korean, on the field and focused, ${javaScript ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: javaScript,
        viewport: { width: 375, height: 640 },
      });
      const korean = await context.newPage();
      await signIn(korean);
      const entry = addPastPresident(uniqueTag());
      await korean.goto("/korean/members");
      await korean.locator(".past-presidents tbody tr", { hasText: entry.president }).getByRole("link").first().click();
      const dialog = korean.getByRole("dialog");
      if (javaScript) await expect(korean.locator("form[data-enhanced]")).toHaveCount(1);
      const year = dialog.getByRole("textbox").first();
      await year.fill("2025");
      await dialog.locator("button[type=submit]").click();
      await expect(
        dialog.getByText("❗ 로타리 연도는 2025-26 또는 2025-2026 형식으로 입력해 주세요.").first(),
      ).toBeVisible();
      await expect(year).toHaveAttribute("aria-invalid", "true");
      await expect(year).toBeFocused();
      await context.close();
    });
  }

  test("Delete asks 'Are you sure you want to delete this entry?' and the list reloads without the row", async ({
    page,
  }) => {
    const entry = addPastPresident(uniqueTag());
    await page.goto("/members");
    const row = page.locator(".past-presidents tbody tr", { hasText: entry.president });
    await row.getByRole("link", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete entry" });
    await expect(dialog.getByText("Are you sure you want to delete this entry?")).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".past-presidents tbody tr", { hasText: entry.president })).toHaveCount(0);
  });

  test("officials see the Action column and the member buttons; the page has no axe violations", async ({ page }) => {
    await page.goto("/members");
    await expect(page.locator(".past-presidents thead th")).toHaveText([
      "Rotary Year",
      "President",
      "Secretary",
      "Action",
    ]);
    await expect(page.getByRole("link", { name: "Edit Members" })).toHaveAttribute("href", "/members-table");
    await expect(page.getByRole("link", { name: "+ Add Member" })).toHaveAttribute("href", "/add-member");
    await expect(page.getByRole("link", { name: "− Remove Member" })).toHaveAttribute("href", "/remove-member");
    await expectNoAxeViolations(page);
  });
});

test.describe("members (officials)", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("add member: image required, then name, member ID and year required, Position numeric", async ({ page }) => {
    await page.goto("/add-member");
    await page.getByLabel("Name").fill("No Photo Member");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Please upload the member's image first.").first()).toBeVisible();

    await page
      .getByLabel("Photo *")
      .setInputFiles({ name: "face.jpg", mimeType: "image/jpeg", buffer: await photoWithExif() });
    await expect(page.getByText("Uploading...")).toBeHidden();
    await expect(page.locator(".media-preview img")).toBeVisible();
    await page.getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Name, Member ID and Year are required.").first()).toBeVisible();

    await page.getByLabel("Name").fill("Numeric Check");
    await page.getByLabel("Member ID").fill("E2E-NUM");
    await page.getByLabel("Joining date").fill("2024-05-01");
    await page.getByLabel("Position (lower comes first)").fill("first");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Position must be a whole number.").first()).toBeVisible();
  });

  test("an 11 MB image is refused with its name in the message", async ({ page }) => {
    await page.goto("/add-member");
    await page
      .getByLabel("Photo *")
      .setInputFiles({ name: "holiday-11mb.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024, 7) });
    await expect(page.getByText('"holiday-11mb.jpg" is over 10 MB. Choose a smaller file.')).toBeVisible();
  });

  test("add member: the photo appears on the members page in AVIF and WebP without EXIF data", async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const name = `Added Member ${tag}`;
    await page.goto("/add-member");
    await page
      .getByLabel("Photo *")
      .setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await photoWithExif() });
    await expect(page.locator(".media-preview img")).toBeVisible();
    // Drawn beside the member's name (alt=""): the form asks for no description (decision 0068).
    await expect(page.getByLabel("Photo description (English)")).toHaveCount(0);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Member ID").fill(`ADD-${tag}`);
    await page.getByLabel("Joining date").fill("2025-02-14");
    await page.getByLabel("Position (lower comes first)").fill("50");
    await page.getByLabel("English message").fill("Glad to serve.");
    await page.getByLabel("Korean designation").fill("재무");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Member successfully added")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Korean designation")).toHaveValue("");

    // Each text in the page's language where it was given, otherwise the English one, marked lang="en".
    await page.goto("/korean/members");
    const korean = page.locator(".flip-card", { hasText: name });
    await expect(korean.locator(".designation")).toHaveText("재무");
    await expect(korean.locator(".designation")).toHaveAttribute("lang", "ko");
    // An English message on the Korean page is marked so, visibly (issue 20.11).
    await expect(korean.locator(".flip-back blockquote")).toHaveText("영어 원문 “Glad to serve.”");
    await expect(korean.locator(".flip-back blockquote")).toHaveAttribute("lang", "en");

    await page.goto("/members");
    const card = page.locator(".flip-card", { hasText: name });
    await expect(card).toContainText("February 2025");
    const sourcesNow = () =>
      card.locator("source").evaluateAll((els) => els.map((e) => [e.getAttribute("type"), e.getAttribute("srcset")]));
    // The AVIF variants are made just after the upload answers (decision 0022): the page offers them once made.
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await sourcesNow()).map(([type]) => type);
        },
        { timeout: 20_000 },
      )
      .toEqual(["image/avif", "image/webp"]);
    const sources = await sourcesNow();
    for (const [, srcset] of sources) {
      const url = (srcset ?? "").split(" ")[0] ?? "";
      const bytes = Buffer.from(await (await request.get(url)).body());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
    }
  });

  test("members table: edit coerces Position to a number and says Member updated; delete says Member deleted", async ({
    page,
  }) => {
    const edited = addMember(uniqueTag());
    const deleted = addMember(uniqueTag());
    await page.goto("/members-table");
    await page.getByRole("link", { name: `Edit ${edited.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${edited.name}` });
    await dialog.getByLabel("Position").fill(" 7 ");
    await dialog.getByLabel("English designation").fill("Club Trainer");
    await dialog.getByLabel("Hindi designation").fill("क्लब ट्रेनर");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Member updated")).toBeVisible();
    const row = page.locator("tr", { hasText: edited.name });
    await expect(row.locator("td").nth(3)).toHaveText("7");
    await expect(row.locator("td").nth(2)).toHaveText("Club Trainer");
    // The dialog opens again with every language's texts.
    await page.getByRole("link", { name: `Edit ${edited.name}` }).click();
    await expect(dialog.getByLabel("English designation")).toHaveValue("Club Trainer");
    await expect(dialog.getByLabel("Hindi designation")).toHaveValue("क्लब ट्रेनर");
    await expect(dialog.getByLabel("Hindi designation")).toHaveAttribute("lang", "hi");
    await expect(dialog.getByLabel("Korean designation")).toHaveValue("");
    await dialog.getByRole("link", { name: "Cancel" }).click();

    await page.getByRole("link", { name: `Delete ${deleted.name}` }).click();
    await page.getByRole("dialog", { name: "Delete member" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Member deleted")).toBeVisible();
    await expect(page.locator("tr", { hasText: deleted.name })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("remove member: an unknown ID says No member found with this Member ID.; a known one is removed", async ({
    page,
  }) => {
    const member = addMember(uniqueTag());
    await page.goto("/remove-member");
    await page.getByLabel("Member ID").fill("NO-SUCH-ID");
    await page.getByRole("button", { name: "Remove Member" }).click();
    await expect(page.getByText("No member found with this Member ID.")).toBeVisible();
    await page.getByLabel("Member ID").fill(member.member_no);
    await page.getByRole("button", { name: "Remove Member" }).click();
    await page.getByRole("dialog", { name: "Confirm removal" }).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Member removed.")).toBeVisible();
    await page.goto("/members");
    await expect(page.locator(".flip-card", { hasText: member.name })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an official adds a member with the photo posted in the form", async ({ page }) => {
    await signIn(page);
    await page.goto("/add-member");
    await page
      .getByLabel("Photo *")
      .setInputFiles({ name: "nojs.jpg", mimeType: "image/jpeg", buffer: await photoWithExif() });
    const tag = uniqueTag();
    await page.getByLabel("Name").fill(`No Script Member ${tag}`);
    await page.getByLabel("Member ID").fill(`NOJS-${tag}`);
    await page.getByLabel("Joining date").fill("2023-01-01");
    await page.getByLabel("Position (lower comes first)").fill("60");
    await page.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("Member successfully added")).toBeVisible();
    await page.goto("/members");
    await expect(page.locator(".flip-card", { hasText: `No Script Member ${tag}` }).locator("picture")).toHaveCount(1);
  });
});
