import { Link } from "react-router";
import type { MembersContent } from "~/i18n/content/members";
import { formatMonthYear } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Member } from "~/models/members.server";
import { InEnglishMark } from "./in-english";
import { Picture } from "./picture";

/**
 * A flip card: flipped while hovered or while it has keyboard focus. Both
 * faces stay in the accessibility tree, so a screen reader reads the message
 * without any flipping. A member who left no message is not quoted: the back
 * shows Rotary's motto, credited to Rotary. The designation and message are in
 * the page's language where translated, otherwise in English (marked lang="en").
 */
export function MemberCard({
  member,
  content,
  locale,
  edit,
}: {
  member: Member;
  content: MembersContent;
  locale: Locale;
  /** For officials: the link to this member in the members table, below the card (inside, focusing it would flip the card). */
  edit?: { href: string; text: string; label: string };
}) {
  const nameId = `member-${member.id}-name`;
  const card = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is what flips the card for keyboard users
    <article className="flip-card" tabIndex={0} aria-labelledby={nameId}>
      <div className="flip-inner">
        <div className="flip-face flip-front">
          {member.photo ? (
            <Picture picture={member.photo} sizes="(min-width: 900px) 240px, 45vw" alt="" className="member-photo" />
          ) : (
            <div className="member-photo placeholder" aria-hidden="true">
              {member.name.slice(0, 1)}
            </div>
          )}
          <h3 id={nameId}>{member.name}</h3>
          {member.designation.value ? (
            <p className="designation" lang={member.designation.lang}>
              <InEnglishMark lang={member.designation.lang} locale={locale} />
              {member.designation.value}
            </p>
          ) : (
            <p className="designation">{content.memberFallbackDesignation}</p>
          )}
          <dl>
            <div>
              <dt>{content.memberId}</dt>
              <dd>{member.memberNo}</dd>
            </div>
            {member.joinedOn ? (
              <div>
                <dt>{content.joined}</dt>
                <dd>{formatMonthYear(member.joinedOn, locale)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="flip-face flip-back">
          {member.message.value ? (
            <blockquote lang={member.message.lang}>
              <p>
                <InEnglishMark lang={member.message.lang} locale={locale} />“{member.message.value}”
              </p>
            </blockquote>
          ) : (
            <figure className="motto">
              <blockquote>
                <p>{content.motto}</p>
              </blockquote>
              <figcaption>{content.mottoSource}</figcaption>
            </figure>
          )}
        </div>
      </div>
    </article>
  );
  if (!edit) return card;
  return (
    <>
      {card}
      <p className="official-edit">
        <Link className="button small" to={edit.href} aria-label={edit.label}>
          {edit.text}
        </Link>
      </p>
    </>
  );
}
