import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { AccountPage } from "~/components/admin-page";
import { localizePath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";

interface AreaNav {
  label: string;
  home: string;
  profile: string;
  directory: string;
  attendance: string;
}

/** The frame of the members' area's pages: a title and the area's three places, the current one marked. */
export function MembersAreaPage({
  title,
  nav,
  locale,
  children,
}: {
  title: string;
  nav: AreaNav;
  locale: Locale;
  children: ReactNode;
}) {
  const places: [path: string, label: string][] = [
    ["/my", nav.home],
    ["/my/profile", nav.profile],
    ["/my/directory", nav.directory],
    ["/my/attendance", nav.attendance],
  ];
  return (
    <AccountPage title={title}>
      <nav aria-label={nav.label} className="admin-nav">
        <ul>
          {places.map(([path, label]) => (
            <li key={path}>
              <NavLink to={localizePath(path, locale)} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </AccountPage>
  );
}
