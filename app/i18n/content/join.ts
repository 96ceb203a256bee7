import type { ErrorMessages } from "~/forms/fields";
import type { joinErrorCodes } from "~/forms/join";
import type { Locale } from "../locale";
import type { Widen } from "../types";

/** Join page copy. {max}, {min} are filled from the form's limits. */
const en = {
  title: "Join us",
  description:
    "Become a member of our Rotary club in Uttar Pradesh: meet people who serve, use your skills for your community and make friends for life.",
  heading: "Become a member",
  intro: [
    "Rotary brings together people who want to make a difference where they live. Members meet regularly, plan service projects together and put their professional skills to work for others.",
    "Tell us a little about yourself and why you would like to join. A club officer will get in touch to invite you to a meeting.",
  ],
  formLabel: "Membership request",
  fields: {
    name: { label: "Full name" },
    age: { label: "Age", hint: "In years, as a whole number." },
    phone: { label: "Phone number", hint: "With the country code if you are outside India." },
    email: { label: "E-mail address" },
    reason: { label: "Why would you like to join?" },
  },
  required: "All fields are required.",
  submit: "Send request",
  submitting: "Sending…",
  errorSummary: "Please correct the following:",
  errorPrefix: "Error:",
  sent: "🎉 Joining request sent successfully!",
  sentNext: "Thank you. A club officer will be in touch soon.",
  failed: "❌ Failed to send the request.",
  failedNext: "Your answers are still in the form. Please try again in a moment.",
  limited: "❌ Too many messages from your connection.",
  limitedNext:
    "We accept a limited number of messages from one address each hour. What you typed is still in the form: please send it again in an hour.",
  trapLabel: "Leave this field empty",
  errors: {
    name: {
      required: "Enter your full name.",
      tooLong: "Your name must be {max} characters or fewer.",
    },
    age: {
      required: "Enter your age.",
      notWholeNumber: "Enter your age as a whole number of years, for example 35.",
      tooYoung: "Members must be at least {min} years old.",
      tooOld: "Enter an age of {max} or less.",
    },
    phone: {
      required: "Enter your phone number.",
      tooLong: "Your phone number must be {max} characters or fewer.",
      invalidPhone: "Enter a phone number of 7 to 15 digits, using only digits, spaces, hyphens and a leading +.",
    },
    email: {
      required: "Enter your e-mail address.",
      tooLong: "Your e-mail address must be {max} characters or fewer.",
      invalidEmail: "Enter an e-mail address in the right format, like name@example.com.",
    },
    reason: {
      required: "Tell us why you would like to join.",
      tooLong: "Your answer must be {max} characters or fewer.",
    },
  },
} as const;

export type JoinContent = Widen<typeof en>;

const ko: JoinContent = {
  title: "회원 가입",
  description:
    "인도 우타르프라데시 로타리 클럽의 회원이 되어 주세요. 봉사하는 이웃들을 만나고, 나의 재능으로 지역 사회를 도우며 평생의 친구를 얻을 수 있습니다.",
  heading: "로타리 회원이 되어 주세요",
  intro: [
    "로타리는 내가 사는 곳에 변화를 만들고 싶은 사람들이 모이는 곳입니다. 회원들은 정기적으로 만나 함께 봉사 프로젝트를 계획하고, 각자의 전문성을 이웃을 위해 나눕니다.",
    "간단한 소개와 가입하고 싶은 이유를 적어 보내 주세요. 클럽 임원이 연락드려 모임에 초대해 드리겠습니다.",
  ],
  formLabel: "회원 가입 신청",
  fields: {
    name: { label: "이름" },
    age: { label: "나이", hint: "만 나이를 숫자로만 적어 주세요." },
    phone: { label: "전화번호", hint: "인도 밖에 계시면 국가 번호(예: +82)를 함께 적어 주세요." },
    email: { label: "이메일 주소" },
    reason: { label: "가입하고 싶은 이유" },
  },
  required: "모든 항목을 입력해 주세요.",
  submit: "신청서 보내기",
  submitting: "보내는 중…",
  errorSummary: "다음 항목을 확인해 주세요.",
  errorPrefix: "오류:",
  sent: "🎉 가입 신청이 접수되었습니다!",
  sentNext: "감사합니다. 곧 클럽 임원이 연락드리겠습니다.",
  failed: "❌ 가입 신청을 보내지 못했습니다.",
  failedNext: "입력하신 내용은 그대로 남아 있습니다. 잠시 후 다시 시도해 주세요.",
  limited: "❌ 같은 곳에서 너무 많은 메시지가 왔습니다.",
  limitedNext:
    "한 주소에서 한 시간에 보낼 수 있는 메시지 수가 정해져 있습니다. 입력하신 내용은 그대로 남아 있으니 한 시간 뒤에 다시 보내 주세요.",
  trapLabel: "이 칸은 비워 두세요",
  errors: {
    name: {
      required: "이름을 입력해 주세요.",
      tooLong: "이름은 {max}자 이내로 입력해 주세요.",
    },
    age: {
      required: "나이를 입력해 주세요.",
      notWholeNumber: "나이는 숫자로만 입력해 주세요. 예: 35",
      tooYoung: "회원은 만 {min}세 이상이어야 합니다.",
      tooOld: "나이는 {max}세 이하로 입력해 주세요.",
    },
    phone: {
      required: "전화번호를 입력해 주세요.",
      tooLong: "전화번호는 {max}자 이내로 입력해 주세요.",
      invalidPhone: "전화번호는 숫자 7~15자리로 입력해 주세요. 숫자, 공백, 하이픈(-)과 맨 앞의 +만 쓸 수 있습니다.",
    },
    email: {
      required: "이메일 주소를 입력해 주세요.",
      tooLong: "이메일 주소는 {max}자 이내로 입력해 주세요.",
      invalidEmail: "이메일 주소 형식이 올바르지 않습니다. 예: name@example.com",
    },
    reason: {
      required: "가입하고 싶은 이유를 적어 주세요.",
      tooLong: "{max}자 이내로 적어 주세요.",
    },
  },
};

// Every code the schema can report has a message: a missing one fails the type check.
en.errors satisfies ErrorMessages<typeof joinErrorCodes>;

const hi: JoinContent = {
  title: "सदस्य बनें",
  description:
    "उत्तर प्रदेश के हमारे रोटरी क्लब के सदस्य बनें: सेवा करने वाले लोगों से मिलें, अपने हुनर से समाज के काम आएँ और जीवन भर के मित्र बनाएँ।",
  heading: "सदस्य बनें",
  intro: [
    "रोटरी उन लोगों को जोड़ता है जो अपने आस-पास बदलाव लाना चाहते हैं। सदस्य नियमित रूप से मिलते हैं, साथ मिलकर सेवा परियोजनाओं की योजना बनाते हैं और अपने पेशेवर हुनर को दूसरों की भलाई में लगाते हैं।",
    "हमें अपने बारे में थोड़ा बताइए और यह भी कि आप क्यों जुड़ना चाहते हैं। क्लब के एक पदाधिकारी आपसे संपर्क करके आपको हमारी बैठक में आमंत्रित करेंगे।",
  ],
  formLabel: "सदस्यता अनुरोध",
  fields: {
    name: { label: "पूरा नाम" },
    age: { label: "उम्र", hint: "पूरे वर्षों में।" },
    phone: { label: "फ़ोन नंबर", hint: "भारत से बाहर हों तो देश के कोड के साथ लिखें।" },
    email: { label: "ई-मेल पता" },
    reason: { label: "आप क्यों जुड़ना चाहते हैं?" },
  },
  required: "सभी जानकारी भरना ज़रूरी है।",
  submit: "अनुरोध भेजें",
  submitting: "भेजा जा रहा है…",
  errorSummary: "कृपया ये सुधारें:",
  errorPrefix: "त्रुटि:",
  sent: "🎉 आपका सदस्यता अनुरोध भेज दिया गया!",
  sentNext: "धन्यवाद। क्लब के एक पदाधिकारी जल्द ही आपसे संपर्क करेंगे।",
  failed: "❌ अनुरोध नहीं भेजा जा सका।",
  failedNext: "आपके उत्तर फ़ॉर्म में सुरक्षित हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  limited: "❌ आपके कनेक्शन से बहुत अधिक संदेश आए हैं।",
  limitedNext:
    "एक पते से हर घंटे सीमित संख्या में ही संदेश लिए जाते हैं। आपने जो लिखा है वह फ़ॉर्म में सुरक्षित है: कृपया एक घंटे बाद फिर से भेजें।",
  trapLabel: "इस खाने को ख़ाली छोड़ दें",
  errors: {
    name: {
      required: "अपना पूरा नाम लिखें।",
      tooLong: "नाम {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
    },
    age: {
      required: "अपनी उम्र लिखें।",
      notWholeNumber: "उम्र पूरे वर्षों में लिखें, जैसे 35।",
      tooYoung: "सदस्य की उम्र कम से कम {min} वर्ष होनी चाहिए।",
      tooOld: "{max} या उससे कम उम्र लिखें।",
    },
    phone: {
      required: "अपना फ़ोन नंबर लिखें।",
      tooLong: "फ़ोन नंबर {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
      invalidPhone: "7 से 15 अंकों का फ़ोन नंबर लिखें; केवल अंक, स्पेस, हाइफ़न और शुरू में + का उपयोग करें।",
    },
    email: {
      required: "अपना ई-मेल पता लिखें।",
      tooLong: "ई-मेल पता {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
      invalidEmail: "ई-मेल पता सही रूप में लिखें, जैसे name@example.com।",
    },
    reason: {
      required: "हमें बताइए कि आप क्यों जुड़ना चाहते हैं।",
      tooLong: "आपका उत्तर {max} अक्षरों से ज़्यादा नहीं होना चाहिए।",
    },
  },
};

export const joinContent: Record<Locale, JoinContent> = { en, ko, hi };
