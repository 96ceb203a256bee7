import { describe, expect, it } from "vitest";
import { markdownToPlainText, renderMarkdown } from "./markdown.server";

/**
 * The elements in rendered HTML, with their attributes. No HTML parser is installed; this one is
 * exact for markdown-it's output, which escapes every `<` in text and every `"` in an attribute.
 */
function elements(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name = "", rest = ""]) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)].map(([, key = "", value = ""]) => [key.toLowerCase(), value]),
    ),
  }));
}

const allowed: Record<string, string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  em: [],
  br: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title", "rel"],
};

/** Only the elements and attributes above, and only links that cannot run script or leave by `//`. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<(script|img|iframe|style|object|embed|svg|math|form|input|table)\b/i);
  for (const element of elements(html)) {
    expect(Object.keys(allowed)).toContain(element.name);
    for (const attribute of Object.keys(element.attributes)) expect(allowed[element.name]).toContain(attribute);
    const href = element.attributes.href;
    if (href !== undefined) expect(href).toMatch(/^(https?:|mailto:|tel:|#|\/(?![/\\]))/i);
  }
}

const hostile: [rule: string, source: string][] = [
  ["raw HTML typed by an official comes out as text: a script", "<script>alert(1)</script>"],
  ["raw HTML typed by an official comes out as text: an image with onerror", "<img src=x onerror=alert(1)>"],
  ["raw HTML typed by an official comes out as text: a javascript: anchor", '<a href="javascript:alert(1)">x</a>'],
  ["raw HTML typed by an official comes out as text: a style element", "<style>body{}</style>"],
  ["raw HTML typed by an official comes out as text: an iframe", "<iframe src=x>"],
  ["javascript: links are not links", "[x](javascript:alert(1))"],
  ["javascript: links are not links, in capitals", "[x](JAVASCRIPT:alert(1))"],
  ["javascript: links are not links, after spaces", "[x](  javascript:alert(1))"],
  ["javascript: links are not links, after a control character", "[x](\u0001javascript:alert(1))"],
  ["javascript: links are not links, spelt with an entity", "[x](jav&#x61;script:alert(1))"],
  ["javascript: links are not links, as an autolink", "<javascript:alert(1)>"],
  ["data: links are not links", "[x](data:text/html;base64,PHNjcmlwdD4=)"],
  ["vbscript: links are not links", "[x](vbscript:msgbox)"],
  ["file: links are not links", "[x](file:///etc/passwd)"],
  ["protocol-relative links to another host are not links", "[x](//evil.example)"],
  ["a backslash after the slash does not make a link to another host", "[x](/\\evil.example)"],
  ["images are not shown", "![a](https://example.org/a.png)"],
  ["tables are not tables (their alignment would be an inline style)", "| a | b |\n|:--|--:|\n| 1 | 2 |"],
  ["a link title cannot add an attribute", '[x](https://example.org "t\\" onmouseover=\\"alert(1)")'],
];

describe("an official's Markdown on a public page", () => {
  for (const [rule, source] of hostile) {
    it(rule, () => {
      const html = renderMarkdown(source);
      expectHarmless(html);
      // Only the two inputs with a real web address may keep a link (to that address).
      if (!source.includes("https://example.org")) expect(html).not.toContain("<a");
    });
  }

  it("raw HTML typed by an official comes out as text", () => {
    expect(renderMarkdown("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
    expect(renderMarkdown("<b>bold</b>")).toBe("<p>&lt;b&gt;bold&lt;/b&gt;</p>\n");
  });

  it("javascript: links are not links: the brackets stay as typed", () => {
    expect(renderMarkdown("[x](javascript:alert(1))")).toBe("<p>[x](javascript:alert(1))</p>\n");
  });

  it("images are not shown: no img element", () => {
    expect(elements(renderMarkdown("![a](https://example.org/a.png)")).map((e) => e.name)).not.toContain("img");
  });

  it("a link title stays inside its attribute", () => {
    const [, link] = elements(renderMarkdown('[x](https://example.org "t\\" onmouseover=\\"alert(1)")'));
    expect(link?.attributes).toEqual({
      href: "https://example.org",
      title: "t&quot; onmouseover=&quot;alert(1)",
      rel: "noopener noreferrer",
    });
  });

  it("paragraphs, bold and italic work", () => {
    expect(renderMarkdown("One **bold** and *italic*.\n\nTwo")).toBe(
      "<p>One <strong>bold</strong> and <em>italic</em>.</p>\n<p>Two</p>\n",
    );
  });

  it("web, e-mail, phone and site links work; only web links get rel=noopener noreferrer", () => {
    const html = renderMarkdown(
      "[a](https://example.org) [m](mailto:a@example.org) [t](tel:+911234) [r](/projects) [s](#history)",
    );
    expectHarmless(html);
    expect(
      elements(html)
        .filter((e) => e.name === "a")
        .map((e) => e.attributes),
    ).toEqual([
      { href: "https://example.org", rel: "noopener noreferrer" },
      { href: "mailto:a@example.org" },
      { href: "tel:+911234" },
      { href: "/projects" },
      { href: "#history" },
    ]);
  });

  it("ordered and unordered lists work", () => {
    expect(renderMarkdown("- a\n- b\n\n1. one\n2. two")).toBe(
      "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n",
    );
  });

  it("headings sit under the page's h2: # is h3 unless told, deeper ones follow, never past h6", () => {
    expect(renderMarkdown("# a\n\n## b\n\n#### c")).toBe("<h3>a</h3>\n<h4>b</h4>\n<h6>c</h6>\n");
    expect(renderMarkdown("# a\n\n## b\n\n### c", { topHeading: 4 })).toBe("<h4>a</h4>\n<h5>b</h5>\n<h6>c</h6>\n");
    expect(renderMarkdown("# a\n\nb\n--", { topHeading: 2 })).toBe("<h2>a</h2>\n<h3>b</h3>\n");
  });

  it("an empty or blank field renders nothing", () => {
    expect(renderMarkdown("")).toBe("");
    expect(renderMarkdown(" \n\t\n ")).toBe("");
  });

  it("plain text is what a reader sees, on one line, with HTML typed by an official kept as text", () => {
    expect(
      markdownToPlainText("# Hello &amp; welcome\n\nWe **serve** [our town](https://example.org)\nevery <b>week</b>."),
    ).toBe("Hello & welcome We serve our town every <b>week</b>.");
    expect(markdownToPlainText("- one\n- two")).toBe("one two");
    expect(markdownToPlainText("  ")).toBe("");
  });
});
