const preload = '<link rel="modulepreload"';
const lowered = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's module preloads (React Router's hydration scripts) low
 * priority. Every page is complete HTML without JavaScript, so on a slow
 * connection the stylesheets and the first image should not share the
 * bandwidth with ~120 KiB of scripts; the scripts still start at once and
 * hydrate right after (docs/decisions/0040).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(preload, lowered);
}
