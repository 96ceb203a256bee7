import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { projectsContent } from "~/i18n/content/projects";
import { Pagination } from "./pagination";

function render(page: number, pages: number, pathname = "/projects", locale: "en" | "ko" = "en") {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Pagination pathname={pathname} page={page} pages={pages} labels={projectsContent[locale].pagination} />
    </MemoryRouter>,
  );
}

describe("project list pagination", () => {
  it('says where the visitor is: "Page 2 of 3", with previous and next links carrying rel', () => {
    const html = render(2, 3);
    expect(html).toContain('aria-label="Pages"');
    expect(html).toContain("Page 2 of 3");
    expect(html).toMatch(/<a[^>]*href="\/projects"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/projects"/);
    expect(html).toMatch(
      /<a[^>]*href="\/projects\?page=3"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/projects\?page=3"/,
    );
  });

  it("has no previous link on the first page and no next link on the last", () => {
    expect(render(1, 3)).not.toContain('rel="prev"');
    expect(render(1, 3)).toContain('href="/projects?page=2"');
    expect(render(3, 3)).not.toContain('rel="next"');
  });

  it("shows nothing when every project fits on one page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("speaks Korean under /korean and keeps the prefix", () => {
    const html = render(2, 3, "/korean/signature-projects", "ko");
    expect(html).toContain("전체 3페이지 중 2페이지");
    expect(html).toContain('href="/korean/signature-projects?page=3"');
    expect(html).toContain("이전 페이지");
  });
});
