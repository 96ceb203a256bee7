import { Link, useLocation } from "react-router";
import { localizePath } from "~/i18n/locale";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import type { FooterRole, Officer } from "~/models/officer-terms.server";

function OfficerContact({
  role,
  officer,
  phoneLabel,
  emailLabel,
}: {
  role: string;
  officer: Officer;
  phoneLabel: string;
  emailLabel: string;
}) {
  if (!officer.name && !officer.phone && !officer.email) return null;
  return (
    <li>
      <strong>{role}</strong>
      {officer.name ? <span>{officer.name}</span> : null}
      {officer.phone ? (
        <a href={`tel:${officer.phone.replace(/[^+\d]/g, "")}`}>
          <span className="visually-hidden">{phoneLabel}: </span>
          {officer.phone}
        </a>
      ) : null}
      {officer.email ? (
        <a href={`mailto:${officer.email}`}>
          <span className="visually-hidden">{emailLabel}: </span>
          {officer.email}
        </a>
      ) : null}
    </li>
  );
}

export function SiteFooter() {
  const { t, profile, officers, locale } = useRootData();
  const clubName = profile.clubName;
  const onSignUpPage = useLocation().pathname.endsWith("/newsletter");
  const roleNames: Record<FooterRole, string> = {
    president: t.footer.president,
    secretary: t.footer.secretary,
    foundation_chair: t.footer.foundationChair,
    treasurer: t.footer.treasurer,
  };
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        {profile.socialLinks.length > 0 ? (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">{t.footer.follow}</h2>
            <ul className="plain">
              {profile.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t.footer.contacts}</h2>
          <ul className="plain contacts">
            {officers.map((officer) => (
              <OfficerContact
                key={officer.role}
                role={roleNames[officer.role]}
                officer={officer}
                phoneLabel={t.footer.phone}
                emailLabel={t.footer.email}
              />
            ))}
          </ul>
        </section>
        {/* A link, not a form: the sign-up page asks the address with the consent and the form's spam defence. */}
        {onSignUpPage ? null : (
          <section aria-labelledby="footer-bulletin">
            <h2 id="footer-bulletin">{t.footer.bulletin}</h2>
            <p>{t.footer.bulletinText}</p>
            <p>
              <Link className="footer-sign-up" to={localizePath("/newsletter", locale)}>
                {t.footer.bulletinButton}
              </Link>
            </p>
            <p>
              <Link to={localizePath("/bulletin", locale)}>{t.footer.bulletinArchive}</Link>
            </p>
          </section>
        )}
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t.footer.quickLinks}</h2>
          <ul className="plain">
            <li>
              <a href="https://www.rotary.org/" rel="noopener noreferrer">
                {t.footer.rotaryInternational}
              </a>
            </li>
            <li>
              <Link to={localizePath("/about", locale)}>{t.nav.about}</Link>
            </li>
            <li>
              <Link to={localizePath("/contact", locale)}>{t.nav.contact}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">{fill(t.footer.copyright, { year: new Date().getFullYear(), club: clubName })}</p>
      <p className="credit">{t.footer.poweredBy}</p>
    </footer>
  );
}
