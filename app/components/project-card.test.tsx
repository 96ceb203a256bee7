import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { projectsContent } from "~/i18n/content/projects";
import type { ProjectCard as ProjectCardData } from "~/models/projects.server";
import { ProjectCard } from "./project-card";

const base: ProjectCardData = {
  code: "NO-TITLE",
  title: { value: null, lang: "ko" },
  shortNote: { value: null, lang: "ko" },
  cover: null,
  isSignature: false,
};

function render(project: ProjectCardData, untitled: string) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProjectCard project={project} href="/korean/project/NO-TITLE" untitled={untitled} locale="ko" />
    </MemoryRouter>,
  );
}

describe("project card", () => {
  it("title (fallback text, Untitled in English, when missing)", () => {
    const html = render({ ...base, title: { value: null, lang: "en" } }, projectsContent.en.untitled);
    expect(html).toContain(">Untitled</a>");
  });

  it("falls back to a Korean 'untitled' in Korean, in the page's language rather than marked English", () => {
    const html = render({ ...base, title: { value: "   ", lang: "en" } }, projectsContent.ko.untitled);
    expect(html).toContain(">제목 없음</a>");
    expect(html).not.toContain('lang="en"');
  });

  it("marks an English title shown on a Korean page with lang=en and a visible 영어 원문", () => {
    const html = render({ ...base, title: { value: "Tree planting", lang: "en" } }, projectsContent.ko.untitled);
    expect(html).toMatch(
      /<h2 class="project-card-title" lang="en"><span class="in-english" lang="ko">영어 원문<\/span> <a [^>]*>Tree planting<\/a><\/h2>/,
    );
  });

  it("has no note paragraph and a plain placeholder when a project has neither note nor image", () => {
    const html = render(base, projectsContent.en.untitled);
    expect(html).not.toContain("project-card-note");
    expect(html).toContain("project-card-no-cover");
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('a note shown in English on the Korean page carries lang="en" and a visible 영어 원문 mark', () => {
    const html = render({ ...base, shortNote: { value: "Clean water for the school", lang: "en" } }, "제목 없음");
    expect(html).toContain(
      '<p class="project-card-note" lang="en"><span class="in-english" lang="ko">영어 원문</span> Clean water for the school</p>',
    );
    expect(render({ ...base, shortNote: { value: "학교에 깨끗한 물을", lang: "ko" } }, "제목 없음")).not.toContain(
      "in-english",
    );
  });
});
