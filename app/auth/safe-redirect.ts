// Printable ASCII except space and backslash: a path we built ourselves is
// percent-encoded, so anything else in `next` was typed in by someone else.
const pathCharacters = /^[\x21-\x5b\x5d-\x7e]*$/;
const controlOrSpace = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}\\]/u;

/**
 * A `next` target that stays on this site, or null (the caller then uses its
 * default). Only a path on this site passes: it starts with one "/", not "//"
 * or "/\", and has no backslash, space, tab, CR, LF, NUL or other control
 * character, also once percent-decoded (browsers drop a tab or newline in a
 * URL, so "/\t/evil.example" would become "//evil.example"). Whatever passes
 * is safe to put in a Location header.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || next.length > 2048) return null;
  if (!pathCharacters.test(next)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return null;
  }
  for (const candidate of [next, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//")) return null;
    if (controlOrSpace.test(candidate)) return null;
  }
  return next;
}
