import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { languageLinks, localizePath } from "~/i18n/locale";
import { useRootData } from "~/i18n/use-root-data";
import { publicPages } from "~/public-pages";
import { useNonce } from "./nonce";
import { officialsOnly } from "./officials-only";

/** Officials' code: visitors who are not signed in never download it. */
const OfficialsMenu = officialsOnly(() => import("./officials-menu").then((module) => module.OfficialsMenu));

const links = publicPages.flatMap((page) => (page.nav ? [[page.path, page.nav] as const] : []));

/**
 * Fixed top bar: logo, the public pages' links (behind a menu button at 1200
 * px or less) and the language menu; for a signed-in official, the officials'
 * menu in place of Sign In.
 */
export function SiteNav() {
  const { t, locale, signedIn, branding, profile } = useRootData();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const languageRef = useRef<HTMLDetailsElement>(null);
  const officialsRef = useRef<HTMLDetailsElement>(null);
  const nonce = useNonce();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    if (languageRef.current) languageRef.current.open = false;
  };
  const closeOfficials = () => {
    if (officialsRef.current) officialsRef.current.open = false;
  };

  return (
    <header className="site-nav">
      <noscript>
        {/* Without JavaScript the menu button cannot work, so the links stay visible. */}
        <style nonce={nonce}>
          {".site-nav .menu-toggle{display:none!important}.site-nav .nav-links{display:flex!important}"}
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
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => {
            closeOfficials();
            setOpen((v) => !v);
          }}
        >
          <span aria-hidden="true" className="menu-icon" />
          {t.nav.menu}
        </button>
        <nav aria-label={t.nav.label} className="nav-menu" id={menuId} data-open={open ? "true" : undefined}>
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
              {languageLinks(pathname, search).map(({ language, current, href }) => (
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
