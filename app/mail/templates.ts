import type { Locale, MessageKind } from "~/db/schema";
import { formatSubmissionTime } from "~/i18n/format";
import { defaultLocale, languageOf } from "~/i18n/locales";

/**
 * The e-mails of a join request and a contact message: one template per kind,
 * written in each language of the registry. Officials get the visitor's language and,
 * below it, the English original; the visitor's optional acknowledgement is in
 * their language only. Plain text: nothing a visitor typed can become markup.
 */

export interface MessageForMail {
  id: number;
  kind: MessageKind;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  age: number | null;
  body: string;
  submittedAt: Date;
}

export interface MailSetting {
  /** The club's name in each language; a language without one uses the default language's. */
  clubName: Partial<Record<Locale, string>> & Record<typeof defaultLocale, string>;
  /** The address of the message in the officials' inbox, when PUBLIC_URL is known. */
  inboxUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

/**
 * Text that goes into a header (a subject, a display name) on one line: line
 * breaks become spaces and other control characters go, so nothing a visitor
 * types can start a header of its own.
 */
export function singleLine(text: string, max = 200): string {
  const flat = text
    .replace(/[\r\n\u0085\u2028\u2029]+/g, " ")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function clubNameIn(setting: MailSetting, locale: Locale) {
  return setting.clubName[locale] || setting.clubName[defaultLocale];
}

interface Copy {
  officialsSubject: Record<MessageKind, (name: string) => string>;
  intro: Record<MessageKind, (name: string, club: string) => string>;
  labels: { name: string; age: string; phone: string; email: string; time: string };
  bodyLabel: Record<MessageKind, string>;
  replyHint: (name: string) => string;
  inboxHint: string;
  ackSubject: Record<MessageKind, (club: string) => string>;
  ackIntro: Record<MessageKind, (name: string, club: string, time: string) => string>;
  ackFooter: string;
}

const copy: Record<Locale, Copy> = {
  en: {
    officialsSubject: {
      join: (name) => `Join request from ${name}`,
      contact: (name) => `Message from ${name} (contact form)`,
    },
    intro: {
      join: (name, club) => `${name} would like to become a member of ${club} and sent this request on the website.`,
      contact: (name, club) => `${name} wrote to ${club} through the contact form on the website.`,
    },
    labels: { name: "Name", age: "Age", phone: "Phone", email: "E-mail", time: "Time" },
    bodyLabel: { join: "Why they would like to join", contact: "Message" },
    replyHint: (name) => `Reply to this e-mail to answer ${name} directly.`,
    inboxHint: "In the officials' inbox",
    ackSubject: {
      join: (club) => `We have received your request to join ${club}`,
      contact: (club) => `We have received your message to ${club}`,
    },
    ackIntro: {
      join: (name, club, time) =>
        `Dear ${name},\n\nThank you for your interest in ${club}. We received your request to join on ${time}. A club officer will be in touch soon.`,
      contact: (name, club, time) =>
        `Dear ${name},\n\nThank you for writing to ${club}. We received your message on ${time} and will reply as soon as we can.`,
    },
    ackFooter: "This message was sent automatically. You can reply to it to write to the club.",
  },
  ko: {
    officialsSubject: {
      join: (name) => `가입 신청: ${name}`,
      contact: (name) => `문의: ${name}`,
    },
    intro: {
      join: (name, club) => `${name} 님이 웹사이트에서 ${club} 가입을 신청했습니다.`,
      contact: (name, club) => `${name} 님이 웹사이트 문의하기 양식으로 ${club}에 메시지를 보냈습니다.`,
    },
    labels: { name: "이름", age: "나이", phone: "전화번호", email: "이메일", time: "시간" },
    bodyLabel: { join: "가입하고 싶은 이유", contact: "문의 내용" },
    replyHint: (name) => `이 메일에 회신하면 ${name} 님에게 바로 답장할 수 있습니다.`,
    inboxHint: "임원 받은편지함",
    ackSubject: {
      join: (club) => `${club} 가입 신청이 접수되었습니다`,
      contact: (club) => `${club}에 보내 주신 메시지를 받았습니다`,
    },
    ackIntro: {
      join: (name, club, time) =>
        `${name} 님, 안녕하세요.\n\n${club}에 관심을 가져 주셔서 감사합니다. ${time}에 보내 주신 가입 신청을 잘 받았습니다. 곧 클럽 임원이 연락드리겠습니다.`,
      contact: (name, club, time) =>
        `${name} 님, 안녕하세요.\n\n${club}에 문의해 주셔서 감사합니다. ${time}에 보내 주신 메시지를 잘 받았습니다. 최대한 빨리 답변해 드리겠습니다.`,
    },
    ackFooter: "이 메일은 자동으로 발송되었습니다. 이 메일에 회신하시면 클럽에 전달됩니다.",
  },
  hi: {
    officialsSubject: {
      join: (name) => `सदस्यता अनुरोध: ${name}`,
      contact: (name) => `संदेश: ${name} (संपर्क फ़ॉर्म)`,
    },
    intro: {
      join: (name, club) => `${name} ${club} के सदस्य बनना चाहते हैं और उन्होंने वेबसाइट पर यह अनुरोध भेजा है।`,
      contact: (name, club) => `${name} ने वेबसाइट के संपर्क फ़ॉर्म से ${club} को यह संदेश भेजा है।`,
    },
    labels: { name: "नाम", age: "उम्र", phone: "फ़ोन", email: "ई-मेल", time: "समय" },
    bodyLabel: { join: "वे क्यों जुड़ना चाहते हैं", contact: "संदेश" },
    replyHint: (name) => `${name} को सीधे जवाब देने के लिए इस ई-मेल का उत्तर दें।`,
    inboxHint: "पदाधिकारियों के इनबॉक्स में",
    ackSubject: {
      join: (club) => `${club} से जुड़ने का आपका अनुरोध हमें मिल गया है`,
      contact: (club) => `${club} को भेजा आपका संदेश हमें मिल गया है`,
    },
    ackIntro: {
      join: (name, club, time) =>
        `आदरणीय ${name} जी,\n\n${club} में रुचि लेने के लिए धन्यवाद। ${time} को भेजा गया आपका सदस्यता अनुरोध हमें मिल गया है। क्लब के एक पदाधिकारी जल्द ही आपसे संपर्क करेंगे।`,
      contact: (name, club, time) =>
        `आदरणीय ${name} जी,\n\n${club} को लिखने के लिए धन्यवाद। ${time} को भेजा गया आपका संदेश हमें मिल गया है। हम जल्द से जल्द आपको जवाब देंगे।`,
    },
    ackFooter: "यह संदेश अपने-आप भेजा गया है। क्लब को लिखने के लिए आप इसका उत्तर दे सकते हैं।",
  },
};

function fields(message: MessageForMail, locale: Locale): string {
  const { labels } = copy[locale];
  const rows: [string, string][] = [
    [labels.name, message.name],
    ...(message.kind === "join" ? ([[labels.age, String(message.age ?? "")]] as [string, string][]) : []),
    [labels.phone, message.phone],
    [labels.email, message.email],
    [labels.time, formatSubmissionTime(message.submittedAt, locale)],
  ];
  return rows.map(([label, value]) => `${label}: ${singleLine(value, 500)}`).join("\n");
}

function officialsText(message: MessageForMail, setting: MailSetting, locale: Locale): string {
  const c = copy[locale];
  const name = singleLine(message.name);
  const parts = [
    c.intro[message.kind](name, clubNameIn(setting, locale)),
    fields(message, locale),
    `${c.bodyLabel[message.kind]}:\n${message.body}`,
    c.replyHint(name),
  ];
  if (setting.inboxUrl) parts.push(`${c.inboxHint}: ${setting.inboxUrl}`);
  return parts.join("\n\n");
}

/** To JOIN_TO or CONTACT_TO: the visitor's language first, then the English original. */
export function officialsEmail(message: MessageForMail, setting: MailSetting): RenderedMail {
  const name = singleLine(message.name);
  const english = officialsText(message, setting, "en");
  if (message.locale === "en") {
    return { subject: singleLine(copy.en.officialsSubject[message.kind](name)), text: english };
  }
  const own = copy[message.locale];
  return {
    subject: singleLine(
      `${own.officialsSubject[message.kind](name)} / ${copy.en.officialsSubject[message.kind](name)}`,
    ),
    text: `${officialsText(message, setting, message.locale)}\n\n---------- ${languageOf(defaultLocale).englishName} ----------\n\n${english}`,
  };
}

/**
 * The optional acknowledgement (MAIL_ACK) to the visitor, in their language.
 * It quotes nothing the visitor typed but their name: anyone can type any
 * address, so a copy of their text would let them send it through the club.
 */
export function acknowledgementEmail(message: MessageForMail, setting: MailSetting): RenderedMail {
  const c = copy[message.locale];
  const club = clubNameIn(setting, message.locale);
  const name = singleLine(message.name, 100);
  const time = formatSubmissionTime(message.submittedAt, message.locale);
  return {
    subject: singleLine(c.ackSubject[message.kind](club)),
    text: [c.ackIntro[message.kind](name, club, time), c.ackFooter, club].join("\n\n"),
  };
}
