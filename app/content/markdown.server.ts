import MarkdownIt from "markdown-it";

type Env = { topHeading?: number };

// The "zero" preset turns every rule off; only what officials need is turned back on.
// Left off: images, tables (their alignment is an inline style, which the CSP forbids),
// code blocks (an indented paragraph pasted from elsewhere would become one), raw HTML,
// linkify and typographer.
const md = new MarkdownIt("zero", { html: false, linkify: false, typographer: false }).enable([
  "heading",
  "lheading",
  "list",
  "reference",
  "emphasis",
  "link",
  "autolink",
  "entity",
  "escape",
  "newline",
]);

// markdown-it asks after decoding entities and percent-encoding the destination, so
// `jav&#x61;script:` arrives as `javascript:`; a destination that fails stays plain text. `/\` and its encoded form count as `//`: browsers treat
// both as a link to another host.
md.validateLink = (url) => /^(https?:|mailto:|tel:)/i.test(url) || url.startsWith("#") || /^\/(?![/\\]|%5c)/i.test(url);

md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  const level = Number(tokens[idx]?.tag.slice(1));
  const tag = `h${Math.min(6, level - 1 + ((env as Env | undefined)?.topHeading ?? 3))}`;
  for (const token of [tokens[idx], tokens.slice(idx).find((t) => t.type === "heading_close")]) {
    if (token) token.tag = tag;
  }
  return self.renderToken(tokens, idx, options);
};

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  if (token && /^https?:/i.test(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer");
  return self.renderToken(tokens, idx, options);
};

/**
 * Renders an official's Markdown to HTML for a page: paragraphs, headings, bold, italic, links
 * (http, https, mailto, tel and this site's own paths) and lists. Anything else they type,
 * HTML included, comes out as text. The page has its h1 and the field sits under an h2, so `#`
 * becomes `topHeading` (h3 unless told) and deeper headings follow, never past h6.
 */
export function renderMarkdown(source: string, options?: { topHeading?: 2 | 3 | 4 }): string {
  if (source.trim() === "") return "";
  const env: Env = { topHeading: options?.topHeading ?? 3 };
  return md.render(source, env);
}

/** The text a reader sees in an official's Markdown, on one line: for meta descriptions and change lists. */
export function markdownToPlainText(source: string): string {
  const blocks = md
    .parse(source, { topHeading: 3 } satisfies Env)
    .filter((token) => token.type === "inline")
    .map((inline) =>
      (inline.children ?? [])
        .map((child) => (child.type === "softbreak" || child.type === "hardbreak" ? " " : child.content))
        .join(""),
    );
  return blocks.join(" ").replace(/\s+/g, " ").trim();
}
