import { type RefObject, useLayoutEffect, useRef } from "react";
import { Form, NavLink } from "react-router";
import { mayOpen } from "~/admin-screens";
import { type Locale, localizePath } from "~/i18n/locale";
import { newMessagesCounted, type SignedIn } from "~/i18n/root-data";
import { fill } from "~/i18n/types";
import { useHydrated } from "./use-hydrated";

interface OfficialsMenuProps {
  signedIn: SignedIn;
  locale: Locale;
  /** The navigation bar closes this menu when its other menus open. */
  detailsRef: RefObject<HTMLDetailsElement | null>;
  onOpen: () => void;
}

/**
 * What "Sign In" becomes for a signed-in official: a disclosure (<details>,
 * so it opens by keyboard, announces itself and works without JavaScript)
 * listing the officials' screens and Sign out. Escape, a click elsewhere or a
 * chosen link closes it.
 */
export function OfficialsMenu({ signedIn, locale, detailsRef, onOpen }: OfficialsMenuProps) {
  const { copy, newMessages, role } = signedIn;
  const enhanced = useHydrated();
  const summaryRef = useRef<HTMLElement>(null);
  const shownCount = newMessages > newMessagesCounted ? `${newMessagesCounted}+` : String(newMessages);
  const newText = fill(copy.newMessages, { count: shownCount });
  const items: [href: string, label: string][] = [
    ["/dashboard", copy.dashboard],
    ["/inbox", copy.inbox],
    ["/project-table", copy.projects],
    ["/members-table", copy.members],
    ["/event-form", copy.events],
    ["/attendance", copy.attendance],
    ["/bulletins", copy.bulletins],
    ["/content", copy.pages],
    ["/club-profile", copy.clubProfile],
    ["/officials", copy.officials],
    ["/account", copy.account],
  ];

  // Listening from the menu's first commit on (a layout effect: before the browser takes any
  // input, so before data-enhanced can be seen), not from the render after the menu opens: an
  // Escape pressed at once after opening (a quick keyboard, a busy phone) found no listener.
  useLayoutEffect(() => {
    const isOpen = () => detailsRef.current?.open === true;
    const close = () => {
      if (detailsRef.current) detailsRef.current.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !isOpen()) return;
      close();
      summaryRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (isOpen() && !detailsRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [detailsRef]);

  const closeMenu = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };

  return (
    // data-enhanced: Escape and outside clicks now close the menu (tests wait for it).
    <nav aria-label={copy.label} className="officials-menu" data-enhanced={enhanced ? "" : undefined}>
      <details
        ref={detailsRef}
        onToggle={(event) => {
          if (event.currentTarget.open) onOpen();
        }}
      >
        <summary ref={summaryRef}>
          {copy.menu}
          {newMessages > 0 ? (
            <>
              {" "}
              <span className="badge">
                <span aria-hidden="true">{shownCount}</span>
                <span className="visually-hidden">{newText}</span>
              </span>
            </>
          ) : null}
        </summary>
        <ul>
          {items
            .filter(([href]) => mayOpen(role, href))
            .map(([href, label]) => (
              <li key={href}>
                <NavLink to={href} end onClick={closeMenu}>
                  {label}
                  {href === "/inbox" && newMessages > 0 ? (
                    <>
                      {" "}
                      <span className="badge">{newText}</span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          <li className="sign-out">
            <Form method="post" action={localizePath("/sign-in", locale)} onSubmit={closeMenu}>
              <input type="hidden" name="intent" value="logout" />
              <button type="submit">{copy.signOut}</button>
            </Form>
          </li>
        </ul>
      </details>
    </nav>
  );
}
