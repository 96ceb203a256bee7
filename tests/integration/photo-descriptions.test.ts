import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerWithOfficials, startServerWithOfficials } from "../helpers/officials";
import { tempDataDir } from "../helpers/server";

/**
 * A photo's description in each language (decision 0068), through the built
 * server: the forms as a browser without JavaScript posts them (the file
 * with the form), the pages of each language, and the demo content.
 */

let site: ServerWithOfficials;

beforeAll(async () => {
  site = await startServerWithOfficials({ DATA_DIR: tempDataDir("club-alt-") });
}, 120_000);

afterAll(async () => {
  await site?.server.stop();
});

async function photo(background: string) {
  return sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** Posts a multipart form as a browser without JavaScript does, signed in as the administrator. */
async function post(path: string, fields: Record<string, string>, file?: { field: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(`${site.server.url}${path}`, {
    method: "POST",
    headers: { Cookie: site.cookies.administrator, Origin: site.server.url },
    body: form,
  });
  return { status: response.status, html: await response.text() };
}

const page = async (path: string) => (await fetch(`${site.server.url}${path}`)).text();

/** The <img> tags of a page's project photos or event photo. */
function images(html: string, className: "project-photo" | "event-photo") {
  const at = html.indexOf(`class="${className}"`);
  return at < 0 ? [] : [...html.slice(at).matchAll(/<img [^>]*>/g)].map((m) => m[0]).slice(0, 3);
}

const attribute = (tag: string | undefined, name: string) =>
  new RegExp(` ${name}="([^"]*)"`).exec(tag ?? "")?.[1]?.replaceAll("&#x27;", "'");

async function descriptionsOf(code: string) {
  return site.query<{ locale: string; alt_text: string | null }>(
    `select t.locale, t.alt_text from media_texts t
       join project_media pm on pm.media_id = t.media_id
       join projects p on p.id = pm.project_id
     where p.code = ? order by pm.position, t.locale`,
    [code],
  );
}

describe("a photo's description in each language", () => {
  it("the project form saves three descriptions, and each language's page shows its own", async () => {
    const saved = await post(
      "/project-form",
      {
        _form: "project",
        code: "ALT-THREE",
        projectDate: "2025-03-01",
        titleEn: "Three descriptions",
        media1_altEn: "Children at the new well",
        media1_altKo: "새 우물 앞의 아이들",
        media1_altHi: "नए कुएँ के पास बच्चे",
      },
      { field: "media1_file", bytes: await photo("#2266aa") },
    );
    expect(saved.html).toContain("Project submitted");
    expect(await descriptionsOf("ALT-THREE")).toEqual([
      { locale: "en", alt_text: "Children at the new well" },
      { locale: "hi", alt_text: "नए कुएँ के पास बच्चे" },
      { locale: "ko", alt_text: "새 우물 앞의 아이들" },
    ]);

    const english = images(await page("/project/ALT-THREE"), "project-photo")[0];
    expect(attribute(english, "alt")).toBe("Children at the new well");
    const korean = images(await page("/korean/project/ALT-THREE"), "project-photo")[0];
    expect(attribute(korean, "alt")).toBe("새 우물 앞의 아이들");
    expect(attribute(korean, "lang")).toBe("ko");
    const hindi = images(await page("/hindi/project/ALT-THREE"), "project-photo")[0];
    expect(attribute(hindi, "alt")).toBe("नए कुएँ के पास बच्चे");
    expect(attribute(hindi, "lang")).toBe("hi");
  });

  it("a missing translation falls back to the English description, marked lang=en", async () => {
    const saved = await post(
      "/project-form",
      {
        _form: "project",
        code: "ALT-ENGLISH",
        projectDate: "2025-03-02",
        titleEn: "English only",
        media1_altEn: "Volunteers planting trees",
        media1_altKo: "",
        media1_altHi: "  ",
      },
      { field: "media1_file", bytes: await photo("#22aa66") },
    );
    expect(saved.html).toContain("Project submitted");
    // Only the English row is kept; the others fall back to it.
    expect(await descriptionsOf("ALT-ENGLISH")).toEqual([{ locale: "en", alt_text: "Volunteers planting trees" }]);
    for (const prefix of ["/korean", "/hindi"]) {
      const img = images(await page(`${prefix}/project/ALT-ENGLISH`), "project-photo")[0];
      expect(attribute(img, "alt"), prefix).toBe("Volunteers planting trees");
      expect(attribute(img, "lang"), prefix).toBe("en");
    }
  });

  it("a refused project form keeps the three descriptions typed, and its photo", async () => {
    const refused = await post(
      "/project-form",
      {
        _form: "project",
        code: "ALT-REFUSED",
        projectDate: "",
        media1_altEn: "A ramp at the school door",
        media1_altKo: "학교 입구의 경사로",
        media1_altHi: "स्कूल के दरवाज़े पर रैंप",
      },
      { field: "media1_file", bytes: await photo("#aa6622") },
    );
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Project date is required.");
    for (const [name, value] of [
      ["media1_altEn", "A ramp at the school door"],
      ["media1_altKo", "학교 입구의 경사로"],
      ["media1_altHi", "स्कूल के दरवाज़े पर रैंप"],
    ] as const) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(refused.html)?.[0];
      expect(attribute(input, "value"), name).toBe(value);
    }
    // Each field is labelled with its language.
    expect(refused.html).toContain("Photo description (Korean)");
    expect(refused.html).toContain("Photo description (Hindi)");
    // The photo posted with the refused form is kept in the form, so the next try need not send it again.
    expect(refused.html).toMatch(/<input type="hidden" name="media1" value="\d+"/);
  });

  it("the event form saves the photo's descriptions, and the Korean event page shows the Korean one", async () => {
    const saved = await post(
      "/event-form",
      {
        _form: "event",
        kind: "fellowship",
        startDate: "2027-02-10",
        startTime: "19:00",
        endTime: "21:00",
        status: "scheduled",
        titleEn: "Photo description dinner",
        photo_altEn: "Members around a long table",
        photo_altKo: "긴 식탁에 둘러앉은 회원들",
        photo_altHi: "",
      },
      { field: "photo_file", bytes: await photo("#663399") },
    );
    expect(saved.html).toContain("Event published.");
    const [event] = await site.query<{ id: number; photo_id: number }>(
      "select e.id, e.photo_id from events e join event_texts t on t.event_id = e.id where t.title = ?",
      ["Photo description dinner"],
    );
    expect(event?.photo_id).toBeTruthy();
    const korean = images(await page(`/korean/event/${event?.id}`), "event-photo")[0];
    expect(attribute(korean, "alt")).toBe("긴 식탁에 둘러앉은 회원들");
    expect(attribute(korean, "lang")).toBe("ko");
    const hindi = images(await page(`/hindi/event/${event?.id}`), "event-photo")[0];
    expect(attribute(hindi, "alt")).toBe("Members around a long table");
    expect(attribute(hindi, "lang")).toBe("en");
    // The edit form shows each language's description.
    const form = await (
      await fetch(`${site.server.url}/event-form/${event?.id}`, { headers: { Cookie: site.cookies.administrator } })
    ).text();
    expect(attribute(/<input[^>]*name="photo_altKo"[^>]*>/.exec(form)?.[0], "value")).toBe("긴 식탁에 둘러앉은 회원들");
  });

  it("every demo photo is described in English, Korean and Hindi", async () => {
    const media = await site.query<{ id: number }>("select id from media");
    expect(media.length).toBeGreaterThan(5);
    const rows = await site.query<{ media_id: number; locale: string; alt_text: string | null }>(
      "select media_id, locale, alt_text from media_texts where media_id in (select photo_id from members union select media_id from project_media)",
    );
    const demo = new Set(
      (
        await site.query<{ id: number }>(
          `select photo_id as id from members where is_demo = 1
           union select pm.media_id from project_media pm join projects p on p.id = pm.project_id where p.is_demo = 1`,
        )
      ).map((r) => Number(r.id)),
    );
    expect(demo.size).toBeGreaterThan(5);
    for (const id of demo)
      for (const locale of ["en", "ko", "hi"])
        expect(
          rows.find((r) => Number(r.media_id) === id && r.locale === locale)?.alt_text,
          `medium ${id} in ${locale}`,
        ).toMatch(/\S/);
    // On the Korean page, a demo project's photo is described in Korean.
    const korean = images(await page("/korean/project/DEMO-SCHOOL-KITS"), "project-photo")[0];
    expect(attribute(korean, "alt")).toBe("학용품 꾸러미 사진 대신 넣은 그림 (데모)");
    expect(attribute(korean, "lang")).toBe("ko");
  });
});
