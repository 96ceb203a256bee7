/**
 * Moves the focus to what a person must see after a submission (a refused
 * field, a result sentence) and scrolls it to the middle of the screen:
 * focusing alone scrolls it only just inside the edge, or under the fixed bar.
 */
export function focusInView(target: HTMLElement | null | undefined) {
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: "center" });
}
