import type { OfficialRole } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { roleWords } from "~/lib/role-words";
import { type RenderedMail, singleLine } from "./templates";

/**
 * The e-mails about an official's own account: an invitation and a password
 * reset. The invitation is in the language its sender chose, which the
 * invitee's screens then take; the reset e-mail is in the language of the page
 * it was asked on, like the page its link opens (docs/decisions/0057). Plain text; the link is on a line of its own so
 * mail programs make it clickable whole.
 */

const hoursLeft = (ms: number) => Math.round(ms / (60 * 60 * 1000));

/** An invitation to become an official, in the language the inviting official chose (the one the invitee's screens take). */
export function invitationEmail(input: {
  clubName: string;
  invitedBy: string;
  role: OfficialRole;
  link: string;
  validForMs: number;
  locale?: Locale;
}): RenderedMail {
  const hours = hoursLeft(input.validForMs);
  const by = singleLine(input.invitedBy);
  const locale = input.locale ?? "en";
  const role = roleWords[locale][input.role];
  if (locale === "ko") {
    const club = singleLine(input.clubName) || "로타리클럽";
    return {
      subject: singleLine(`${club} 웹사이트 운영에 초대합니다`),
      text: [
        "안녕하세요.",
        `${by} 님이 ${club} 웹사이트를 함께 관리할 ${role.name}(으)로 초대했습니다(${role.may}).`,
        `수락하시려면 ${hours}시간 안에 아래 링크를 열어 이름과 비밀번호를 정해 주세요.`,
        input.link,
        "이 링크는 한 번만 쓸 수 있습니다. 초대받을 일이 없으셨다면 이 메일은 무시하셔도 됩니다.",
        club,
      ].join("\n\n"),
    };
  }
  if (locale === "hi") {
    const club = singleLine(input.clubName) || "हमारा रोटरी क्लब";
    return {
      subject: singleLine(`${club} की वेबसाइट सँभालने के लिए आपको आमंत्रण`),
      text: [
        "नमस्ते,",
        `${by} ने आपको ${club} की वेबसाइट सँभालने के लिए ${role.withArticle} के रूप में आमंत्रित किया है (${role.may})।`,
        `स्वीकार करने के लिए ${hours} घंटे के भीतर यह लिंक खोलें, फिर अपना नाम और पासवर्ड चुनें:`,
        input.link,
        "यह लिंक एक ही बार काम करता है। अगर आपको इस आमंत्रण की उम्मीद नहीं थी, तो इस ई-मेल को अनदेखा करें।",
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`You are invited to help run the website of ${club}`),
    text: [
      "Hello,",
      `${by} has invited you to look after the website of ${club} as ${role.withArticle} (${role.may}).`,
      `To accept, open this link within ${hours} hours, then choose your name and password:`,
      input.link,
      "The link works once. If you did not expect this invitation, you can ignore this e-mail.",
      club,
    ].join("\n\n"),
  };
}

export function passwordResetEmail(input: {
  clubName: string;
  link: string;
  validForMs: number;
  locale?: Locale;
}): RenderedMail {
  const minutes = Math.round(input.validForMs / 60_000);
  if (input.locale === "ko") {
    const club = singleLine(input.clubName) || "로타리클럽";
    return {
      subject: singleLine(`${club} 웹사이트 비밀번호 재설정`),
      text: [
        "안녕하세요.",
        `${club} 웹사이트의 임원 계정 비밀번호를 재설정해 달라는 요청이 들어왔습니다. 직접 요청하신 것이기를 바랍니다.`,
        `새 비밀번호를 정하시려면 ${minutes}분 안에 아래 링크를 열어 주세요.`,
        input.link,
        "이 링크는 한 번만 쓸 수 있고, 새 비밀번호를 정하면 모든 기기에서 로그아웃됩니다. 요청하신 적이 없다면 이 메일은 무시하셔도 됩니다. 비밀번호는 그대로 유지됩니다.",
        club,
      ].join("\n\n"),
    };
  }
  if (input.locale === "hi") {
    const club = singleLine(input.clubName) || "हमारा रोटरी क्लब";
    return {
      subject: singleLine(`${club} की वेबसाइट पर अपना पासवर्ड बदलें`),
      text: [
        "नमस्ते,",
        `${club} की वेबसाइट पर आपके पदाधिकारी खाते का पासवर्ड बदलने के लिए किसी ने (उम्मीद है, आपने ही) अनुरोध किया है।`,
        `नया पासवर्ड चुनने के लिए ${minutes} मिनट के भीतर यह लिंक खोलें:`,
        input.link,
        "यह लिंक एक ही बार काम करता है, और नया पासवर्ड रखते ही आप हर जगह से साइन आउट हो जाएँगे। अगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`Reset your password for the website of ${club}`),
    text: [
      "Hello,",
      `Someone (we hope you) asked to reset the password of your official's account on the website of ${club}.`,
      `To choose a new password, open this link within ${minutes} minutes:`,
      input.link,
      "The link works once, and signs you out everywhere once the new password is set. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      club,
    ].join("\n\n"),
  };
}

/** A member's sign-in link, in the language of the page it was asked on (the page it opens). */
export function memberSignInEmail(input: {
  clubName: string;
  link: string;
  validForMs: number;
  locale?: Locale;
}): RenderedMail {
  const minutes = Math.round(input.validForMs / 60_000);
  if (input.locale === "ko") {
    const club = singleLine(input.clubName) || "로타리클럽";
    return {
      subject: singleLine(`${club} 회원 로그인 링크`),
      text: [
        "안녕하세요.",
        `${club} 웹사이트의 회원 공간에 로그인할 수 있는 링크입니다.`,
        `${minutes}분 안에 아래 링크를 열고 "로그인" 버튼을 눌러 주세요.`,
        input.link,
        "이 링크는 한 번만 쓸 수 있습니다. 요청하신 적이 없다면 이 메일은 무시하셔도 됩니다. 링크가 없으면 아무도 로그인할 수 없습니다.",
        club,
      ].join("\n\n"),
    };
  }
  if (input.locale === "hi") {
    const club = singleLine(input.clubName) || "हमारा रोटरी क्लब";
    return {
      subject: singleLine(`${club}: सदस्य क्षेत्र में साइन इन करने का लिंक`),
      text: [
        "नमस्ते,",
        `${club} की वेबसाइट के सदस्य क्षेत्र में साइन इन करने के लिए यह रहा आपका लिंक।`,
        `${minutes} मिनट के भीतर यह लिंक खोलें और "साइन इन करें" बटन दबाएँ:`,
        input.link,
        "यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा, तो इस ई-मेल को अनदेखा करें: लिंक के बिना कोई आपके नाम से साइन इन नहीं कर सकता।",
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`Your link to sign in to the members' area of ${club}`),
    text: [
      "Hello,",
      `Here is your link to sign in to the members' area on the website of ${club}.`,
      `Open it within ${minutes} minutes and press "Sign in":`,
      input.link,
      "The link works once. If you did not ask for it, ignore this e-mail: nobody can sign in as you without the link.",
      club,
    ].join("\n\n"),
  };
}

/** A member's invitation to the members' area: a sign-in link that waits longer, in the language they were invited in. */
export function memberInvitationEmail(input: {
  clubName: string;
  name: string;
  link: string;
  validForMs: number;
  locale?: Locale;
}): RenderedMail {
  const hours = hoursLeft(input.validForMs);
  const name = singleLine(input.name);
  if (input.locale === "ko") {
    const club = singleLine(input.clubName) || "로타리클럽";
    return {
      subject: singleLine(`${club} 웹사이트 회원 공간에 초대합니다`),
      text: [
        name ? `${name} 님, 안녕하세요.` : "안녕하세요.",
        `${club} 웹사이트에 회원 공간이 생겼습니다. 회원 명부에서 다른 회원의 연락처를 찾고, 내 연락처와 사진을 직접 고치고, 누가 무엇을 볼 수 있는지 정할 수 있습니다.`,
        `${hours}시간 안에 아래 링크를 열고 "로그인" 버튼을 눌러 주세요. 비밀번호는 필요 없습니다.`,
        input.link,
        "링크는 한 번만 쓸 수 있습니다. 나중에는 회원 로그인 페이지에서 이메일 주소를 입력하면 새 링크를 받을 수 있습니다.",
        club,
      ].join("\n\n"),
    };
  }
  if (input.locale === "hi") {
    const club = singleLine(input.clubName) || "हमारा रोटरी क्लब";
    return {
      subject: singleLine(`${club} की वेबसाइट के सदस्य क्षेत्र में आपका स्वागत है`),
      text: [
        name ? `नमस्ते ${name},` : "नमस्ते,",
        `${club} की वेबसाइट पर अब सदस्यों का अपना क्षेत्र है: सदस्य निर्देशिका में साथी सदस्यों के संपर्क देखें, अपना फ़ोन और फ़ोटो खुद बदलें, और तय करें कि आपकी कौन-सी जानकारी कौन देख सकता है।`,
        `${hours} घंटे के भीतर यह लिंक खोलें और "साइन इन करें" बटन दबाएँ; कोई पासवर्ड नहीं चाहिए:`,
        input.link,
        "यह लिंक एक ही बार काम करता है। बाद में सदस्य साइन इन पेज पर अपना ई-मेल पता लिखकर नया लिंक मँगा सकते हैं।",
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`Your invitation to the members' area of ${club}`),
    text: [
      name ? `Dear ${name},` : "Hello,",
      `The website of ${club} now has an area for members: find a fellow member's number in the directory, correct your own phone and photo, and choose who sees what.`,
      `Open this link within ${hours} hours and press "Sign in"; no password needed:`,
      input.link,
      "The link works once. Later, type your e-mail address on the members' sign-in page to get a new one.",
      club,
    ].join("\n\n"),
  };
}

/** To each administrator, in their own language: a member asks for their account to be closed. */
export function closureRequestEmail(input: {
  clubName: string;
  name: string;
  email: string;
  locale?: Locale;
}): RenderedMail {
  const who = singleLine(input.name) || singleLine(input.email);
  const email = singleLine(input.email);
  const command = `npm run officials -- remove --email ${email}`;
  if (input.locale === "ko") {
    const club = singleLine(input.clubName) || "로타리클럽";
    return {
      subject: singleLine(`${who} 님이 계정 삭제를 요청했습니다`),
      text: [
        "안녕하세요.",
        `${who} 님(${email})이 ${club} 웹사이트의 회원 공간에서 계정을 없애 달라고 요청했습니다.`,
        `인도 디지털 개인정보 보호법(DPDP Act)에 따라 회원은 자신의 개인정보 삭제를 요청할 수 있습니다. 다음 명령으로 계정을 닫으세요: ${command}. 그리고 클럽의 결정에 따라 회원 화면에서 이 회원의 항목을 지우거나 고친 뒤, 처리되었다고 알려 주세요.`,
        club,
      ].join("\n\n"),
    };
  }
  if (input.locale === "hi") {
    const club = singleLine(input.clubName) || "हमारा रोटरी क्लब";
    return {
      subject: singleLine(`${who} ने अपना खाता बंद करने का अनुरोध किया है`),
      text: [
        "नमस्ते,",
        `${who} (${email}) ने ${club} की वेबसाइट के सदस्य क्षेत्र में अपना खाता बंद करने का अनुरोध किया है।`,
        `भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम (DPDP) के तहत वे अपना निजी डेटा मिटाने को कह सकते हैं। खाता इस कमांड से बंद करें: ${command}, फिर क्लब के फ़ैसले के अनुसार सदस्य स्क्रीन पर उनकी जानकारी हटाएँ या बदलें, और उन्हें बता दें कि काम हो गया।`,
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`${who} asks for their account to be closed`),
    text: [
      "Hello,",
      `${who} (${email}) asked, in the members' area of the website of ${club}, for their account to be closed.`,
      `Under India's Digital Personal Data Protection Act they may ask for their personal data to be erased. Close the account with: ${command} and remove or update their entry on the Members screen as the club decides; then tell them it is done.`,
      club,
    ].join("\n\n"),
  };
}
