import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { MediaVariant } from "~/db/schema";
import { Picture } from "./picture";

function variant(format: "avif" | "webp", width: number): MediaVariant {
  return { format, width, height: width / 2, key: `abc-${width}.${format}`, bytes: 1000 };
}

const picture = { id: 1, kind: "image" as const, width: 960, height: 480, alt: "A well", src: null };

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
