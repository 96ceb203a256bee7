import type { Locale } from "~/i18n/locale";
import { type RenderedMail, singleLine } from "./templates";

/**
 * The e-mails about a reply to an event (docs/decisions/0080): that the
 * person is coming, that they are on the waiting list, or that a place opened
 * and they moved up. Each carries the link that cancels the reply, in the
 * language the person replied in. Plain text, the link on a line of its own.
 */
export interface ReplyForMail {
  kind: "coming" | "waiting" | "moved-up";
  clubName: string;
  name: string;
  eventTitle: string;
  /** When the event is, already in the person's language ("5 December 2026, 6:30 pm"). */
  when: string;
  guests: number;
  /** Place on the waiting list, for "waiting". */
  position: number | null;
  /** The page that cancels the reply. */
  cancelLink: string;
  /** The event's page. */
  eventLink: string;
  locale: Locale;
}

export function replyEmail(mail: ReplyForMail): RenderedMail {
  const event = singleLine(mail.eventTitle);
  const name = singleLine(mail.name, 100);
  if (mail.locale === "ko") {
    const club = singleLine(mail.clubName) || "로타리클럽";
    const party = mail.guests > 0 ? `본인과 동반 ${mail.guests}명` : "본인";
    const state = {
      coming: [`${event} 참석 신청이 접수되었습니다 (${party}).`, `일시: ${mail.when} (인도 시간)`],
      waiting: [
        `${event}은(는) 자리가 모두 찼습니다. 대기자 명단 ${mail.position ?? ""}번째로 올려 두었습니다 (${party}).`,
        "자리가 나면 순서대로 참석으로 바뀌고 이메일로 알려 드립니다.",
      ],
      "moved-up": [`자리가 났습니다. ${event}에 참석으로 바뀌었습니다 (${party}).`, `일시: ${mail.when} (인도 시간)`],
    }[mail.kind];
    return {
      subject: singleLine(
        mail.kind === "waiting"
          ? `대기자 명단: ${event}`
          : mail.kind === "moved-up"
            ? `참석 확정: ${event}`
            : `참석 신청: ${event}`,
      ),
      text: [
        `${name}님, 안녕하세요.`,
        ...state,
        mail.eventLink,
        "참석하지 못하시게 되면 아래 링크에서 신청을 취소해 주세요. 다른 분께 자리가 돌아갑니다.",
        mail.cancelLink,
        club,
      ].join("\n\n"),
    };
  }
  if (mail.locale === "hi") {
    const club = singleLine(mail.clubName) || "हमारा रोटरी क्लब";
    const party = mail.guests > 0 ? `आप और ${mail.guests} मेहमान` : "आप";
    const state = {
      coming: [`${event} में आने का आपका जवाब मिल गया है (${party})।`, `कब: ${mail.when} (भारतीय समय)`],
      waiting: [
        `${event} की सभी जगहें भर चुकी हैं। आपको प्रतीक्षा सूची में ${mail.position ?? ""}वें स्थान पर रखा गया है (${party})।`,
        "जगह खाली होते ही बारी से आपका नाम आने वालों में जुड़ जाएगा और हम आपको ई-मेल करेंगे।",
      ],
      "moved-up": [`एक जगह खाली हुई है: अब आप ${event} में आने वालों में हैं (${party})।`, `कब: ${mail.when} (भारतीय समय)`],
    }[mail.kind];
    return {
      subject: singleLine(
        mail.kind === "waiting"
          ? `प्रतीक्षा सूची: ${event}`
          : mail.kind === "moved-up"
            ? `आपकी जगह पक्की: ${event}`
            : `आपका जवाब मिला: ${event}`,
      ),
      text: [
        `नमस्ते ${name},`,
        ...state,
        mail.eventLink,
        "अगर आप नहीं आ पाएँगे, तो नीचे दिए लिंक से अपना जवाब रद्द कर दें, ताकि आपकी जगह किसी और को मिल सके:",
        mail.cancelLink,
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(mail.clubName) || "our Rotary club";
  const party =
    mail.guests === 0 ? "just you" : mail.guests === 1 ? "you and 1 guest" : `you and ${mail.guests} guests`;
  const state = {
    coming: [`Thank you: we have you down as coming to ${event} (${party}).`, `When: ${mail.when} (India time)`],
    waiting: [
      `${event} is full, so we have put you on the waiting list, number ${mail.position ?? ""} (${party}).`,
      "When a place opens, the waiting list moves up in order and we will e-mail you.",
    ],
    "moved-up": [`A place has opened: you are now coming to ${event} (${party}).`, `When: ${mail.when} (India time)`],
  }[mail.kind];
  return {
    subject: singleLine(
      mail.kind === "waiting"
        ? `Waiting list: ${event}`
        : mail.kind === "moved-up"
          ? `A place for you: ${event}`
          : `You are coming: ${event}`,
    ),
    text: [
      `Hello ${name},`,
      ...state,
      mail.eventLink,
      "If you cannot come after all, cancel your reply here, so that your place goes to someone else:",
      mail.cancelLink,
      club,
    ].join("\n\n"),
  };
}
