import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const preload = '<link rel="modulepreload"';
const lowered = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads (React Router's hydration scripts) low
 * priority as the HTML streams out. Every page is complete HTML without
 * JavaScript, so on a slow connection the stylesheets and the first image
 * should not share the bandwidth with ~120 KiB of scripts; the scripts still
 * start at once and hydrate right after (docs/decisions/0040).
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(preload, lowered);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      // Keep back a tail that may be the start of a tag the next chunk completes.
      let keep = 0;
      for (let length = Math.min(preload.length - 1, text.length); length > 0; length--) {
        if (preload.startsWith(text.slice(text.length - length))) {
          keep = length;
          break;
        }
      }
      carry = text.slice(text.length - keep);
      callback(null, rewrite(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
