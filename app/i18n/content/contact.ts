import type { contactErrorCodes } from "~/forms/contact";
import type { ErrorMessages } from "~/forms/fields";
import type { Locale } from "../locale";
import type { Widen } from "../types";

/** Contact page copy. {max} is filled from the form's limits; {place} with the club's map location. */
const en = {
  title: "Contact us",
  description:
    "Write to our Rotary club in Uttar Pradesh: questions about our projects, giving, membership or working together.",
  heading: "Contact us",
  intro:
    "Questions about our projects, giving or membership, or an idea for working together? Send us a message and a club officer will reply.",
  formLabel: "Message to the club",
  fields: {
    name: { label: "Full name" },
    email: { label: "E-mail address" },
    phone: { label: "Phone number", hint: "With the country code if you are outside India." },
    message: { label: "Your message" },
  },
  required: "All fields are required.",
  submit: "Send message",
  submitting: "Sending…",
  errorSummary: "Please correct the following:",
  errorPrefix: "Error:",
  sent: "✅ Message sent successfully!",
  sentNext: "Thank you for writing to us. We will reply as soon as we can.",
  failed: "❌ Failed to send message.",
  failedNext: "Your message is still in the form. Please try again in a moment.",
  limited: "❌ Too many messages from your connection.",
  limitedNext:
    "We accept a limited number of messages from one address each hour. What you typed is still in the form: please send it again in an hour.",
  trapLabel: "Leave this field empty",
  errors: {
    name: {
      required: "Enter your full name.",
      tooLong: "Your name must be {max} characters or fewer.",
    },
    email: {
      required: "Enter your e-mail address.",
      tooLong: "Your e-mail address must be {max} characters or fewer.",
      invalidEmail: "Enter an e-mail address in the right format, like name@example.com.",
    },
    phone: {
      required: "Enter your phone number.",
      tooLong: "Your phone number must be {max} characters or fewer.",
      invalidPhone: "Enter a phone number of 7 to 15 digits, using only digits, spaces, hyphens and a leading +.",
    },
    message: {
      required: "Enter your message.",
      tooLong: "Your message must be {max} characters or fewer.",
    },
  },
  mapHeading: "Where to find us",
  mapIntro: "Our club is based in {place}.",
  showMap: "Show map",
  mapNotice: "The map comes from Google: it loads only when you ask for it, and Google then receives your IP address.",
  mapTitle: "Map of {place} (Google Maps)",
  openInMaps: "Open in Google Maps",
} as const;

export type ContactContent = Widen<typeof en>;

const ko: ContactContent = {
  title: "문의하기",
  description:
    "인도 우타르프라데시 로타리 클럽에 문의하세요. 봉사 프로젝트, 후원, 회원 가입, 협력 제안 모두 환영합니다.",
  heading: "문의하기",
  intro:
    "봉사 프로젝트나 후원, 회원 가입에 관해 궁금한 점이 있거나 함께하고 싶은 일이 있으신가요? 메시지를 남겨 주시면 클럽 임원이 답변해 드리겠습니다.",
  formLabel: "클럽에 보내는 메시지",
  fields: {
    name: { label: "이름" },
    email: { label: "이메일 주소" },
    phone: { label: "전화번호", hint: "인도 밖에 계시면 국가 번호(예: +82)를 함께 적어 주세요." },
    message: { label: "문의 내용" },
  },
  required: "모든 항목을 입력해 주세요.",
  submit: "메시지 보내기",
  submitting: "보내는 중…",
  errorSummary: "다음 항목을 확인해 주세요.",
  errorPrefix: "오류:",
  sent: "✅ 메시지를 보냈습니다!",
  sentNext: "문의해 주셔서 감사합니다. 최대한 빨리 답변해 드리겠습니다.",
  failed: "❌ 메시지를 보내지 못했습니다.",
  failedNext: "작성하신 내용은 그대로 남아 있습니다. 잠시 후 다시 시도해 주세요.",
  limited: "❌ 같은 곳에서 너무 많은 메시지가 왔습니다.",
  limitedNext:
    "한 주소에서 한 시간에 보낼 수 있는 메시지 수가 정해져 있습니다. 입력하신 내용은 그대로 남아 있으니 한 시간 뒤에 다시 보내 주세요.",
  trapLabel: "이 칸은 비워 두세요",
  errors: {
    name: {
      required: "이름을 입력해 주세요.",
      tooLong: "이름은 {max}자 이내로 입력해 주세요.",
    },
    email: {
      required: "이메일 주소를 입력해 주세요.",
      tooLong: "이메일 주소는 {max}자 이내로 입력해 주세요.",
      invalidEmail: "이메일 주소 형식이 올바르지 않습니다. 예: name@example.com",
    },
    phone: {
      required: "전화번호를 입력해 주세요.",
      tooLong: "전화번호는 {max}자 이내로 입력해 주세요.",
      invalidPhone: "전화번호는 숫자 7~15자리로 입력해 주세요. 숫자, 공백, 하이픈(-)과 맨 앞의 +만 쓸 수 있습니다.",
    },
    message: {
      required: "문의 내용을 입력해 주세요.",
      tooLong: "문의 내용은 {max}자 이내로 입력해 주세요.",
    },
  },
  mapHeading: "찾아오시는 길",
  mapIntro: "우리 클럽은 {place}에 있습니다.",
  showMap: "지도 보기",
  mapNotice: "지도는 Google에서 제공합니다. 요청하실 때만 불러오며, 이때 Google에 IP 주소가 전달됩니다.",
  mapTitle: "{place} 지도 (Google 지도)",
  openInMaps: "Google 지도에서 열기",
};

// Every code the schema can report has a message: a missing one fails the type check.
en.errors satisfies ErrorMessages<typeof contactErrorCodes>;

const hi: ContactContent = {
  title: "संपर्क करें",
  description: "उत्तर प्रदेश के हमारे रोटरी क्लब को लिखें: हमारी परियोजनाओं, दान, सदस्यता या साथ मिलकर काम करने के बारे में सवाल।",
  heading: "संपर्क करें",
  intro:
    "हमारी परियोजनाओं, दान या सदस्यता के बारे में कोई सवाल है, या साथ मिलकर काम करने का कोई विचार? हमें संदेश भेजें, क्लब के एक पदाधिकारी आपको जवाब देंगे।",
  formLabel: "क्लब को संदेश",
  fields: {
    name: { label: "पूरा नाम" },
    email: { label: "ई-मेल पता" },
    phone: { label: "फ़ोन नंबर", hint: "भारत से बाहर हों तो देश के कोड के साथ लिखें।" },
    message: { label: "आपका संदेश" },
  },
  required: "सभी जानकारी भरना ज़रूरी है।",
  submit: "संदेश भेजें",
  submitting: "भेजा जा रहा है…",
  errorSummary: "कृपया ये सुधारें:",
  errorPrefix: "त्रुटि:",
  sent: "✅ आपका संदेश भेज दिया गया!",
  sentNext: "हमें लिखने के लिए धन्यवाद। हम जल्द से जल्द जवाब देंगे।",
  failed: "❌ संदेश नहीं भेजा जा सका।",
  failedNext: "आपका संदेश फ़ॉर्म में सुरक्षित है। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  limited: "❌ आपके कनेक्शन से बहुत अधिक संदेश आए हैं।",
  limitedNext:
    "एक पते से हर घंटे सीमित संख्या में ही संदेश लिए जाते हैं। आपने जो लिखा है वह फ़ॉर्म में सुरक्षित है: कृपया एक घंटे बाद फिर से भेजें।",
  trapLabel: "इस खाने को ख़ाली छोड़ दें",
  errors: {
    name: {
      required: "अपना पूरा नाम लिखें।",
      tooLong: "नाम {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
    },
    email: {
      required: "अपना ई-मेल पता लिखें।",
      tooLong: "ई-मेल पता {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
      invalidEmail: "ई-मेल पता सही रूप में लिखें, जैसे name@example.com।",
    },
    phone: {
      required: "अपना फ़ोन नंबर लिखें।",
      tooLong: "फ़ोन नंबर {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
      invalidPhone: "7 से 15 अंकों का फ़ोन नंबर लिखें; केवल अंक, स्पेस, हाइफ़न और शुरू में + का उपयोग करें।",
    },
    message: {
      required: "अपना संदेश लिखें।",
      tooLong: "संदेश {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
    },
  },
  mapHeading: "हम कहाँ हैं",
  mapIntro: "हमारा क्लब {place} में है।",
  showMap: "नक़्शा दिखाएँ",
  mapNotice: "नक़्शा Google से आता है: यह तभी लोड होता है जब आप इसे माँगें, और तब Google को आपका IP पता मिलता है।",
  mapTitle: "{place} का नक़्शा (Google Maps)",
  openInMaps: "Google Maps में खोलें",
};

export const contactContent: Record<Locale, ContactContent> = { en, ko, hi };
