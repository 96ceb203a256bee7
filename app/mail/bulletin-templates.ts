import type { Locale } from "~/i18n/locale";
import { type RenderedMail, singleLine } from "./templates";

/**
 * The e-mail that asks a friend of the club to confirm their address before
 * any bulletin goes to it (double opt-in; docs/decisions/0081), in the
 * language of the page they signed up on. Plain text, the link on its own line.
 */
export function newsletterConfirmationEmail(input: { clubName: string; link: string; locale: Locale }): RenderedMail {
  if (input.locale === "ko") {
    const club = singleLine(input.clubName) || "로타리클럽";
    return {
      subject: singleLine(`${club} 소식지 구독을 확인해 주세요`),
      text: [
        "안녕하세요.",
        `이 주소로 ${club} 소식지를 받아 보겠다는 신청이 들어왔습니다. 7일 안에 아래 링크를 열고 "구독 확인" 버튼을 눌러 주세요.`,
        input.link,
        "신청하신 적이 없다면 이 메일은 무시하셔도 됩니다. 확인하지 않으면 아무것도 보내지 않습니다.",
        club,
      ].join("\n\n"),
    };
  }
  if (input.locale === "hi") {
    const club = singleLine(input.clubName) || "हमारा रोटरी क्लब";
    return {
      subject: singleLine(`${club} का बुलेटिन: अपना पता पक्का करें`),
      text: [
        "नमस्ते,",
        `इस पते पर ${club} का बुलेटिन पाने का अनुरोध आया है। 7 दिनों के भीतर नीचे दिया लिंक खोलें और "सदस्यता पक्की करें" बटन दबाएँ:`,
        input.link,
        "अगर आपने यह अनुरोध नहीं किया, तो इस ई-मेल को अनदेखा करें: पक्का किए बिना हम इस पते पर कुछ नहीं भेजेंगे।",
        club,
      ].join("\n\n"),
    };
  }
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`Please confirm: the bulletin of ${club}`),
    text: [
      "Hello,",
      `Someone, we hope you, asked for the bulletin of ${club} at this address. Open this link within 7 days and press "Confirm my subscription":`,
      input.link,
      "If it was not you, ignore this e-mail: nothing is sent to an address until it is confirmed.",
      club,
    ].join("\n\n"),
  };
}
