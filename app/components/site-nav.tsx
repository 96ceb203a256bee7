import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { languageLinks, localizePath } from "~/i18n/locale";
import { useRootData } from "~/i18n/use-root-data";
import { publicPages } from "~/public-pages";
import { useNonce } from "./nonce";
import { officialsOnly } from "./officials-only";
import { useHydrated } from "./use-hydrated";

/** Officials' code: visitors who are not signed in never download it. */
const OfficialsMenu = officialsOnly(() => import("./officials-menu").then((module) => module.OfficialsMenu));

const links = publicPages.flatMap((page) => (page.nav ? [[page.path, page.nav] as const] : []));

/** Whether the browser has the Popover API, which opens the menu without any script (docs/decisions/0043). */
function popoverSupported(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

function popoverOpen(element: HTMLElement | null): boolean {
  return element !== null && popoverSupported() && element.matches(":popover-open");
}

/**
 * Fixed top bar: logo, the public pages' links (behind a menu button at 1200
 * px or less) and the language menu; for a signed-in official, the officials'
 * menu in place of Sign In.
 *
 * The menu button opens the links as a popover (popovertarget), so it works
 * without JavaScript and before the page is hydrated; the script only keeps
 * aria-expanded in step, closes the menu after a chosen link, and stands in
 * for the popover in a browser that lacks it (docs/decisions/0043).
 */
export function SiteNav() {
  const { t, locale, signedIn, branding, profile } = useRootData();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const languageRef = useRef<HTMLDetailsElement>(null);
  const officialsRef = useRef<HTMLDetailsElement>(null);
  const nonce = useNonce();

  // Opened by a tap before hydration: the browser's popover is open, so React's state is too.
  useEffect(() => {
    if (popoverOpen(menuRef.current)) setOpen(true);
  }, []);

  const setMenu = useCallback((next: boolean) => {
    const menu = menuRef.current;
    if (menu && popoverSupported() && popoverOpen(menu) !== next) {
      if (next) menu.showPopover();
      else menu.hidePopover();
    }
    setOpen(next);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenu(false);
        toggleRef.current?.focus();
      }
    };
    // Widened past 1200 px, the links sit in the bar again: an open popover would float over the page.
    const wide = window.matchMedia("(min-width: 1201px)");
    const onWide = () => {
      if (wide.matches) setMenu(false);
    };
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open, setMenu]);

  // Stable: it is a prop of the officials' menu, which must not re-render before it is hydrated.
  const close = useCallback(() => {
    setMenu(false);
    if (languageRef.current) languageRef.current.open = false;
  }, [setMenu]);
  const closeOfficials = () => {
    if (officialsRef.current) officialsRef.current.open = false;
  };

  return (
    <header className="site-nav">
      <noscript>
        {/* No script and no Popover API (older browsers): the links stay in the page's flow, always shown. */}
        <style nonce={nonce}>
          {
            "@supports not selector(:popover-open){.site-nav{position:static}body{padding-top:0}.site-nav .menu-toggle{display:none}.site-nav .nav-menu{display:flex;position:static}}"
          }
        </style>
      </noscript>
      <div className="nav-bar">
        <Link to={localizePath("/", locale)} className="logo" onClick={close}>
          <img src={branding.logo} alt={branding.logoAlt.value} lang={branding.logoAlt.lang} width="40" height="40" />
          <span className="logo-name" translate="no">
            {profile.clubName}
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          popoverTarget={menuId}
          // Before hydration the browser states the popover's state itself; a fixed "false" would be wrong.
          aria-expanded={hydrated ? open : undefined}
          aria-controls={menuId}
          onClick={() => {
            closeOfficials();
            // With the Popover API the browser toggles the menu and onToggle follows it.
            if (!popoverSupported()) setOpen((v) => !v);
          }}
        >
          <span aria-hidden="true" className="menu-icon" />
          {t.nav.menu}
        </button>
        <nav
          ref={menuRef}
          aria-label={t.nav.label}
          className="nav-menu"
          id={menuId}
          popover="auto"
          onToggle={(event) => {
            // React passes the language menu's toggle up the tree too: only the popover's own counts.
            if (event.target === event.currentTarget) setOpen((event.nativeEvent as ToggleEvent).newState === "open");
          }}
          data-open={open ? "true" : undefined}
        >
          <ul className="nav-links">
            {(signedIn ? links.filter(([, key]) => key !== "signIn") : links).map(([path, key]) => (
              <li key={path}>
                <NavLink to={localizePath(path, locale)} end onClick={close} prefetch="intent">
                  {t.nav[key]}
                </NavLink>
              </li>
            ))}
          </ul>
          <details
            className="language"
            ref={languageRef}
            onToggle={(event) => {
              if (event.currentTarget.open) closeOfficials();
            }}
          >
            <summary>
              <span className="visually-hidden">{t.nav.language}: </span>
              {t.languageName}
            </summary>
            <ul>
              {languageLinks(pathname, search, locale).map(({ language, current, href }) => (
                <li key={language.code}>
                  <a
                    href={href}
                    hrefLang={language.htmlLang}
                    lang={language.htmlLang}
                    onClick={close}
                    aria-current={current ? "true" : undefined}
                  >
                    {language.nativeName}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        {signedIn ? (
          <OfficialsMenu signedIn={signedIn} locale={locale} detailsRef={officialsRef} onOpen={close} />
        ) : null}
      </div>
    </header>
  );
}
