import type { JSX } from "react";
import { langOf, type PageText } from "~/content/view";

interface TextProps {
  as: keyof JSX.IntrinsicElements & ("h1" | "h2" | "h3" | "p" | "figcaption" | "span" | "summary" | "div");
  text: PageText;
  className?: string;
  id?: string;
}

/** One text of a page's content in its element, marked lang="en" when it falls back; nothing when empty. */
export function Text({ as: Tag, text, className, id }: TextProps) {
  if (!text.value.trim()) return null;
  return (
    <Tag className={className} id={id} {...langOf(text)}>
      {text.value}
    </Tag>
  );
}

/**
 * A formatted field: HTML the server rendered from Markdown with raw HTML
 * off and only safe link protocols (app/content/markdown.server.ts), so it
 * carries no script, no style and no event attribute.
 */
export function RichText({ text, className }: { text: PageText; className?: string }) {
  if (!text.value.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by renderMarkdown, which allows no raw HTML
  return <div className={className} {...langOf(text)} dangerouslySetInnerHTML={{ __html: text.value }} />;
}
