/** The id of the last element of every page (root.tsx), which WholePageFirst waits for. */
export const pageEndId = "page-end";

/**
 * Asks the browser to draw the page only once all of it is parsed. Rendered
 * beside an `autofocus` element: without JavaScript the browser focuses and
 * scrolls to it at its first drawing, and if that comes while the rest of the
 * page is still arriving (a slow phone, a busy machine), what is parsed later
 * can grow or push the focused sentence partly off the screen. Chromium 124+
 * honours `<link rel="expect" blocking="render">`; other browsers ignore it.
 * React hoists the link into <head>, where it must be.
 */
export function WholePageFirst() {
  return <link rel="expect" href={`#${pageEndId}`} blocking="render" />;
}
