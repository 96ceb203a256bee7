import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MediaVariant } from "~/db/schema";
import { Picture } from "./picture";

function variant(format: "avif" | "webp", width: number): MediaVariant {
  return { format, width, height: width / 2, key: `abc-${width}.${format}`, bytes: 1000 };
}

const picture = {
  id: 1,
  kind: "image" as const,
  width: 960,
  height: 480,
  alt: { value: "A well", lang: "en" as const },
  src: null,
};

it("a picture offers AVIF, then WebP, then a WebP img", () => {
  const html = renderToStaticMarkup(
    <Picture
      picture={{
        ...picture,
        variants: [variant("avif", 480), variant("webp", 480), variant("avif", 960), variant("webp", 960)],
      }}
      sizes="100vw"
    />,
  );
  expect(html).toContain('<source type="image/avif" srcSet="/media/abc-480.avif 480w, /media/abc-960.avif 960w"');
  expect(html).toContain('<source type="image/webp" srcSet="/media/abc-480.webp 480w, /media/abc-960.webp 960w"');
  expect(html).toContain('src="/media/abc-960.webp"');
});

it("a fresh upload whose AVIF variants are still being made offers WebP only, never an empty AVIF source", () => {
  const html = renderToStaticMarkup(
    <Picture picture={{ ...picture, variants: [variant("webp", 480), variant("webp", 960)] }} sizes="100vw" />,
  );
  expect(html).not.toContain("image/avif");
  expect(html).toContain('<source type="image/webp" srcSet="/media/abc-480.webp 480w, /media/abc-960.webp 960w"');
});

describe("a photo's description in the page's language, or in English marked lang=en (decision 0068)", () => {
  const webp = [variant("webp", 960)];
  const img = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? "";

  it("a Korean page's photo with a Korean description gives it, in Korean", () => {
    const html = renderToStaticMarkup(
      <Picture picture={{ ...picture, variants: webp, alt: { value: "마을 우물", lang: "ko" } }} sizes="100vw" />,
    );
    expect(img(html)).toContain('alt="마을 우물"');
    expect(img(html)).toContain('lang="ko"');
  });

  it("a missing translation falls back to the English description with lang=en", () => {
    const html = renderToStaticMarkup(<Picture picture={{ ...picture, variants: webp }} sizes="100vw" />);
    expect(img(html)).toContain('alt="A well"');
    expect(img(html)).toContain('lang="en"');
  });

  it("a photo with no description has an empty alt and no lang; a page's own text overrides it with its language", () => {
    const none = renderToStaticMarkup(
      <Picture picture={{ ...picture, variants: webp, alt: { value: null, lang: "hi" } }} sizes="100vw" />,
    );
    expect(img(none)).toContain('alt=""');
    expect(img(none)).not.toContain("lang=");
    const own = renderToStaticMarkup(
      <Picture picture={{ ...picture, variants: webp }} alt="Our slide" altLang="en" sizes="100vw" />,
    );
    expect(img(own)).toContain('alt="Our slide"');
    expect(img(own)).toContain('lang="en"');
    expect(
      img(renderToStaticMarkup(<Picture picture={{ ...picture, variants: webp }} alt="" sizes="100vw" />)),
    ).not.toContain("lang=");
  });
});
