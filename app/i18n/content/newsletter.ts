import type { ErrorMessages } from "~/forms/fields";
import type { newsletterErrorCodes } from "~/forms/newsletter";
import type { Locale } from "../locales";
import type { Widen } from "../types";
import { contactContent } from "./contact";

/** The bulletin's sign-up page, its confirmation link's page and its unsubscribe page (issue 26; decision 0081). */
const en = {
  title: "The club's bulletin",
  description: "Sign up for the club's bulletin: meetings, events and service projects, by e-mail, in your language.",
  intro:
    "Our bulletin brings the club's meetings, events and service projects to your inbox, in the language of this page. Members of the club receive it already.",
  privacy:
    "We send it only after you confirm your address, use the address for nothing else, and count nobody's reading: no tracking pixels, no rewritten links. Every bulletin has a link that unsubscribes you in one click.",
  formLabel: "Sign up for the bulletin",
  email: "E-mail address",
  consent: "I would like to receive the club's bulletin by e-mail, and can unsubscribe at any time.",
  required: "Both fields are needed.",
  submit: "Sign me up",
  submitting: "Sending…",
  errorSummary: "Please correct the following:",
  errorPrefix: "Error:",
  sent: "✅ Thank you. Please check your inbox.",
  sentNext:
    "If this address is not on our list yet, we have sent it a link to confirm; it works for 7 days. Nothing is sent to the address until it is confirmed.",
  failed: "❌ Your sign-up could not be saved.",
  failedNext: "Please try again in a moment.",
  limited: "❌ Too many sign-ups from your connection.",
  limitedNext: "Please try again in an hour.",
  trapLabel: "Leave this field empty",
  confirm: {
    title: "Confirm your subscription",
    description: "Confirm the address that asked for the club's bulletin.",
    intro: "Press the button to receive the club's bulletin at {email}.",
    button: "Confirm my subscription",
    confirmed: "✅ Thank you: {email} will receive the club's bulletin.",
    expired: "This link has expired: confirmation links work for 7 days.",
    invalid: "This link does not work: it may have been used already, or cut short when it was copied.",
    again: "Sign up again",
  },
  unsubscribe: {
    title: "Unsubscribe from the club's bulletin",
    description: "Stop receiving the club's bulletin.",
    intro:
      "Press the button and {email} will receive no more bulletins. E-mails you ask for yourself, such as sign-in links or receipts, still come.",
    button: "Unsubscribe",
    done: "✅ {email} is unsubscribed. You will receive no more bulletins.",
    invalid: "This link does not work. It may have been cut short when it was copied: open it from the bulletin again.",
    again: "Changed your mind? You can sign up again.",
  },
  errors: {
    email: contactContent.en.errors.email,
    consent: { required: "Tick the box to say you would like the bulletin." },
  },
} as const;

export type NewsletterContent = Widen<typeof en>;

en.errors satisfies ErrorMessages<typeof newsletterErrorCodes>;

const ko: NewsletterContent = {
  title: "클럽 소식지",
  description: "예회, 행사, 봉사 프로젝트 소식을 담은 클럽 소식지를 이메일로 받아 보세요.",
  intro:
    "클럽 소식지는 예회와 행사, 봉사 프로젝트 소식을 이 페이지의 언어로 받은편지함에 보내 드립니다. 클럽 회원은 이미 받고 계십니다.",
  privacy:
    "주소를 확인하신 뒤에만 보내 드리고, 주소는 다른 데 쓰지 않으며, 누가 읽었는지 세지 않습니다. 추적 픽셀도, 바꿔 쓴 링크도 없습니다. 모든 소식지에는 한 번에 구독을 해지하는 링크가 있습니다.",
  formLabel: "소식지 구독 신청",
  email: "이메일 주소",
  consent: "클럽 소식지를 이메일로 받겠습니다. 언제든지 구독을 해지할 수 있습니다.",
  required: "두 항목 모두 필요합니다.",
  submit: "구독 신청",
  submitting: "보내는 중…",
  errorSummary: "다음 내용을 고쳐 주세요.",
  errorPrefix: "오류:",
  sent: "✅ 고맙습니다. 받은편지함을 확인해 주세요.",
  sentNext:
    "이 주소가 아직 명단에 없다면 확인 링크를 보내 드렸습니다. 링크는 7일 동안 쓸 수 있습니다. 확인하기 전에는 이 주소로 아무것도 보내지 않습니다.",
  failed: "❌ 구독 신청을 저장하지 못했습니다.",
  failedNext: "잠시 뒤에 다시 시도해 주세요.",
  limited: "❌ 같은 연결에서 신청이 너무 많습니다.",
  limitedNext: "한 시간 뒤에 다시 시도해 주세요.",
  trapLabel: "이 칸은 비워 두세요",
  confirm: {
    title: "구독 확인",
    description: "클럽 소식지를 신청한 주소를 확인합니다.",
    intro: "버튼을 누르면 {email} 주소로 클럽 소식지를 받게 됩니다.",
    button: "구독 확인",
    confirmed: "✅ 고맙습니다. {email} 주소로 클럽 소식지를 보내 드리겠습니다.",
    expired: "이 링크는 기한이 지났습니다. 확인 링크는 7일 동안만 쓸 수 있습니다.",
    invalid: "이 링크는 쓸 수 없습니다. 이미 쓰였거나, 복사하면서 잘렸을 수 있습니다.",
    again: "다시 신청하기",
  },
  unsubscribe: {
    title: "클럽 소식지 구독 해지",
    description: "클럽 소식지를 더 이상 받지 않습니다.",
    intro:
      "버튼을 누르면 {email} 주소로 더 이상 소식지를 보내지 않습니다. 로그인 링크나 영수증처럼 직접 요청하신 메일은 계속 받습니다.",
    button: "구독 해지",
    done: "✅ {email} 주소의 구독을 해지했습니다. 더 이상 소식지를 보내지 않습니다.",
    invalid: "이 링크는 쓸 수 없습니다. 복사하면서 잘렸을 수 있으니 소식지에서 다시 열어 주세요.",
    again: "마음이 바뀌셨나요? 다시 신청할 수 있습니다.",
  },
  errors: {
    email: contactContent.ko.errors.email,
    consent: { required: "소식지를 받으시려면 확인란을 선택해 주세요." },
  },
};

const hi: NewsletterContent = {
  title: "क्लब का बुलेटिन",
  description: "क्लब का बुलेटिन ई-मेल से पाएँ: बैठकें, कार्यक्रम और सेवा परियोजनाएँ, आपकी भाषा में।",
  intro:
    "हमारा बुलेटिन क्लब की बैठकों, कार्यक्रमों और सेवा परियोजनाओं की खबर इस पेज की भाषा में आपके इनबॉक्स तक लाता है। क्लब के सदस्यों को यह पहले से मिलता है।",
  privacy:
    "हम इसे आपका पता पक्का होने के बाद ही भेजते हैं, पते का कोई और इस्तेमाल नहीं करते, और यह नहीं गिनते कि किसने पढ़ा: न कोई ट्रैकिंग पिक्सेल, न बदले हुए लिंक। हर बुलेटिन में एक लिंक होता है जिससे एक क्लिक में सदस्यता खत्म हो जाती है।",
  formLabel: "बुलेटिन के लिए नाम लिखवाएँ",
  email: "ई-मेल पता",
  consent: "मैं क्लब का बुलेटिन ई-मेल से पाना चाहता/चाहती हूँ, और कभी भी सदस्यता छोड़ सकता/सकती हूँ।",
  required: "दोनों खाने ज़रूरी हैं।",
  submit: "मेरा नाम लिखें",
  submitting: "भेजा जा रहा है…",
  errorSummary: "कृपया ये सुधारें:",
  errorPrefix: "त्रुटि:",
  sent: "✅ धन्यवाद। कृपया अपना इनबॉक्स देखें।",
  sentNext:
    "अगर यह पता अभी हमारी सूची में नहीं है, तो हमने इस पर पुष्टि का लिंक भेजा है; वह 7 दिन तक काम करेगा। पक्का होने तक इस पते पर कुछ नहीं भेजा जाएगा।",
  failed: "❌ आपका अनुरोध सेव नहीं हो पाया।",
  failedNext: "कृपया थोड़ी देर में फिर कोशिश करें।",
  limited: "❌ आपके कनेक्शन से बहुत सारे अनुरोध आए हैं।",
  limitedNext: "कृपया एक घंटे बाद फिर कोशिश करें।",
  trapLabel: "यह खाना खाली छोड़ें",
  confirm: {
    title: "सदस्यता पक्की करें",
    description: "क्लब का बुलेटिन माँगने वाला पता पक्का करें।",
    intro: "बटन दबाएँ, और {email} पर क्लब का बुलेटिन आने लगेगा।",
    button: "सदस्यता पक्की करें",
    confirmed: "✅ धन्यवाद: {email} पर क्लब का बुलेटिन आएगा।",
    expired: "इस लिंक की समय-सीमा खत्म हो गई है: पुष्टि के लिंक 7 दिन तक ही काम करते हैं।",
    invalid: "यह लिंक काम नहीं कर रहा: हो सकता है इसका इस्तेमाल हो चुका हो, या कॉपी करते समय यह अधूरा रह गया हो।",
    again: "फिर से नाम लिखवाएँ",
  },
  unsubscribe: {
    title: "क्लब के बुलेटिन की सदस्यता छोड़ें",
    description: "क्लब का बुलेटिन पाना बंद करें।",
    intro: "बटन दबाएँ, और {email} पर आगे से कोई बुलेटिन नहीं आएगा। जो ई-मेल आप खुद माँगते हैं, जैसे साइन-इन लिंक या रसीदें, वे आते रहेंगे।",
    button: "सदस्यता छोड़ें",
    done: "✅ {email} की सदस्यता खत्म हो गई है। आगे से कोई बुलेटिन नहीं आएगा।",
    invalid: "यह लिंक काम नहीं कर रहा। हो सकता है कॉपी करते समय यह अधूरा रह गया हो: इसे बुलेटिन से फिर खोलें।",
    again: "मन बदल गया? आप फिर से नाम लिखवा सकते हैं।",
  },
  errors: {
    email: contactContent.hi.errors.email,
    consent: { required: "बुलेटिन पाने के लिए खाने पर सही का निशान लगाएँ।" },
  },
};

export const newsletterContent: Record<Locale, NewsletterContent> = { en, ko, hi };
