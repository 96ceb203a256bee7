import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { focusInView } from "./focus-in-view";
import { WholePageFirst } from "./whole-page-first";

/**
 * What a page says after an action sent it back here (?done=updated): the
 * sentence is announced, takes the focus and is scrolled to the middle of
 * the screen, as an OfficialForm's result is. With JavaScript the effect does
 * it after each navigation that brings the notice; without, the server
 * renders it with `autofocus`, which the browser focuses when the page loads.
 */
export function PageNotice({ ok = true, text }: { ok?: boolean; text: string | null | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) with the same notice focuses it again
  useEffect(() => {
    focusInView(ref.current);
  }, [text, key]);
  if (!text) return null;
  return (
    <>
      <WholePageFirst />
      <p
        ref={ref}
        tabIndex={-1}
        role={ok ? "status" : "alert"}
        className={`form-result ${ok ? "form-success" : "form-error"}`}
        // biome-ignore lint/a11y/noAutofocus: the page a form post without JavaScript lands on must show its result
        autoFocus
      >
        {text}
      </p>
    </>
  );
}
