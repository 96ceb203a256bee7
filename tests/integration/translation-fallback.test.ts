import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { completeTexts } from "~/models/project-state.server";
import { createProject } from "~/models/project-writes.server";
import { getProjectByCode, listProjects } from "~/models/projects.server";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const dataDir = tempDataDir();
const code = "PART-KO";
const koreanDescription = "학교 세 곳에 물탱크를 설치했습니다.";
const hindiTitle = "पानी की टंकियाँ";

/** A project with an English title, note and description, only a Korean description and only a Hindi title. */
async function createPartlyTranslatedProject() {
  const database = openDatabase({ kind: "sqlite", file: path.join(dataDir, "club.db") });
  await migrateToLatest(database);
  const official = await database.db
    .insertInto("officials")
    .values({ email: "writer@example.org", password_hash: "x", created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await createProject(database.db, official.id, {
    code,
    projectDate: "2025-03-05",
    videoUrl: null,
    cost: null,
    manHours: null,
    isSignature: false,
    texts: {
      en: completeTexts({
        title: "Water tanks",
        shortNote: "Tanks for three schools.",
        description: "English description.",
      }),
      ko: completeTexts({ description: koreanDescription }),
      hi: completeTexts({ title: hindiTitle }),
    },
    mediaIds: [],
  });
  return database;
}

describe("a project with only some Korean and Hindi fields (translation fallback per field)", {
  timeout: 120_000,
}, () => {
  let server: RunningServer;
  beforeAll(async () => {
    const database = await createPartlyTranslatedProject();
    const detail = await getProjectByCode(database.db, code, "ko");
    expect(detail?.title).toEqual({ value: "Water tanks", lang: "en" });
    expect(detail?.description).toEqual({ value: koreanDescription, lang: "ko" });
    const list = await listProjects(database.db, { locale: "ko" });
    expect(list.projects[0]?.title).toEqual({ value: "Water tanks", lang: "en" });
    await database.close();
    server = await startServer({ DATA_DIR: dataDir, DEMO_CONTENT: "0" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the Korean card shows the English title and note, each marked lang=en, not 'Untitled'", async () => {
    const html = await (await fetch(`${server.url}/korean/projects`)).text();
    // English shown for want of a translation carries a visible mark too (issue 20.11).
    expect(html).toMatch(
      /<h2 class="project-card-title" lang="en"><span class="in-english" lang="ko">영어 원문<\/span> (<!-- -->)?<a [^>]*>Water tanks<\/a><\/h2>/,
    );
    expect(html).toMatch(
      /<p class="project-card-note" lang="en"><span class="in-english" lang="ko">영어 원문<\/span> (<!-- -->)?Tanks for three schools\.<\/p>/,
    );
    expect(html).not.toContain(">제목 없음<");
  });

  it("the Korean detail page shows the Korean description, and the English title marked lang=en", async () => {
    const html = await (await fetch(`${server.url}/korean/project/${code}`)).text();
    expect(html).toMatch(
      /<h1 lang="en"><span class="in-english" lang="ko">영어 원문<\/span> (<!-- -->)?Water tanks<\/h1>/,
    );
    expect(html).toContain(`<p class="project-description" lang="ko">${koreanDescription}</p>`);
    expect(html).not.toContain("English description.");
    expect(html).not.toContain(">제목 없음<");
  });

  it("the Hindi card shows the Hindi title and the English note marked lang=en", async () => {
    const html = await (await fetch(`${server.url}/hindi/projects`)).text();
    expect(html).toMatch(new RegExp(`<h2 class="project-card-title" lang="hi"><a [^>]*>${hindiTitle}</a></h2>`));
    expect(html).toMatch(
      /<p class="project-card-note" lang="en"><span class="in-english" lang="hi">अंग्रेज़ी में<\/span> (<!-- -->)?Tanks for three schools\.<\/p>/,
    );
  });

  it("the Hindi detail page shows the Hindi title, and the English description marked lang=en", async () => {
    const html = await (await fetch(`${server.url}/hindi/project/${code}`)).text();
    expect(html).toContain(`<h1 lang="hi">${hindiTitle}</h1>`);
    expect(html).toMatch(
      /<p class="project-description" lang="en"><span class="in-english" lang="hi">अंग्रेज़ी में<\/span> (<!-- -->)?English description\.<\/p>/,
    );
    expect(html).not.toContain(koreanDescription);
  });
});
