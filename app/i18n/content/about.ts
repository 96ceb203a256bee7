import type { Locale } from "../locale";
import type { Widen } from "../types";

const en = {
  title: "About us",
  description: "The story of our Rotary club in District 3100, the story of Rotary, and our privacy policy.",
  historyButton: "History",
  privacyButton: "Privacy Policy",
  factsHeading: "Club facts",
  facts: {
    location: "Location",
    locationValue: "Uttar Pradesh, India",
    district: "Rotary district",
    chartered: "Chartered",
    clubId: "Club ID",
    members: "Members",
    membersValue: "More than 22",
  },
  historyHeading: "History",
  history: [
    "Our club received its charter from Rotary International in 2017 and belongs to Rotary District 3100 in Uttar Pradesh. It began with a small group of friends who wanted to do more for the town they live in, and has grown to more than twenty-two members from many walks of life.",
    "Every week we meet, plan and then go out to serve: in government schools, at health camps, with women's self-help groups and wherever our neighbours need a hand. Our members give their time, their professional skills and their own money, and every rupee donated goes to the work.",
  ],
  parableHeading: "The starfish",
  parable:
    "After a storm, a child was throwing stranded starfish back into the sea one by one. A passer-by laughed: “There are thousands of them. What difference can you make?” The child threw another and said: “It made a difference to that one.” That is how we see service: one child, one family, one village at a time.",
  rotaryHeading: "The Rotary story",
  rotary: [
    "On 23 February 1905, Chicago lawyer Paul Harris met three friends, Gustavus Loehr, Silvester Schiele and Hiram Shorey, to form a club where professionals of different fields could exchange ideas and build lasting friendships. They took turns meeting in each other's offices, and the rotation gave the club its name: Rotary.",
    "Rotary soon turned from fellowship to service. Today it is a global network of more than 1.4 million members in over 46,000 clubs, working in seven areas of focus. Its best-known campaign, PolioPlus, launched in 1985, has helped bring the world to the edge of eradicating polio; India was certified polio-free in 2014.",
    "Rotarians live by the Four-Way Test of the things we think, say or do: Is it the truth? Is it fair to all concerned? Will it build goodwill and better friendships? Will it be beneficial to all concerned?",
  ],
  privacyHeading: "Privacy policy",
  privacyIntro:
    "This policy explains what personal data this website collects, why, and what we do with it. We collect as little as we can and we never sell it.",
  privacy: [
    {
      heading: "Data you give us",
      body: "When you send a join request we receive your name, age, phone number, e-mail address and your reason for joining. When you send a contact message we receive your name, e-mail address, phone number and message. We store these in our own database on our own server and e-mail them to the club officials who answer them.",
    },
    {
      heading: "Usage data and cookies",
      body: "Like every web server, ours records technical details of each request, such as your internet address, the page asked for and the time, in logs kept only for security and fault-finding. Visitors get no cookies. Club officials who sign in get a single cookie that keeps them signed in; it is removed when they sign out. We use no analytics or tracking tools.",
    },
    {
      heading: "Third-party advertisers",
      body: "We show no advertisements and share no data with advertisers. Maps and videos come from outside services (Google Maps and YouTube in privacy-enhanced mode) and load only when you ask for them by clicking; from then on those services receive your internet address and follow their own privacy policies.",
    },
    {
      heading: "How we use personal data",
      body: "We use what you send us only to answer you: to consider your membership request, to reply to your message, and to keep a record of our correspondence. We keep messages for as long as the club needs them for that purpose and then delete them.",
    },
    {
      heading: "Disclosure",
      body: "We do not sell, rent or trade personal data. We disclose it only to club officials who need it to answer you, or where the law requires us to.",
    },
  ],
  privacyContact: "Questions about your data, or a request to see or delete it: write to {email}.",
  privacyNoContact: "Questions about your data: please use the contact form.",
} as const;

export type AboutContent = Widen<typeof en>;

const ko: AboutContent = {
  title: "클럽 소개",
  description: "국제로타리 3100지구 소속 우리 클럽과 로타리의 역사, 그리고 개인정보 처리방침을 소개합니다.",
  historyButton: "연혁",
  privacyButton: "개인정보 처리방침",
  factsHeading: "클럽 정보",
  facts: {
    location: "위치",
    locationValue: "인도 우타르프라데시주",
    district: "로타리 지구",
    chartered: "창립 인가",
    clubId: "클럽 ID",
    members: "회원 수",
    membersValue: "22명 이상",
  },
  historyHeading: "연혁",
  history: [
    "우리 클럽은 2017년 국제로타리로부터 인가를 받았으며, 인도 우타르프라데시주의 3100지구에 속해 있습니다. 사는 곳을 위해 무언가 더 하고 싶었던 몇몇 친구들의 작은 모임에서 시작해, 지금은 다양한 분야에서 일하는 22명이 넘는 회원이 함께하고 있습니다.",
    "우리는 매주 모여 계획을 세우고 직접 봉사 현장에 나갑니다. 공립 학교와 건강 캠프, 여성 자조 모임 등 이웃에게 도움이 필요한 곳이라면 어디든 찾아갑니다. 회원들은 시간과 전문 지식, 그리고 자신의 돈을 내어 봉사하며, 후원금은 모두 봉사 활동에 쓰입니다.",
  ],
  parableHeading: "불가사리 이야기",
  parable:
    "폭풍이 지나간 바닷가에서 한 아이가 모래밭에 밀려온 불가사리를 하나씩 바다로 던져 주고 있었습니다. 지나가던 사람이 웃으며 말했습니다. “불가사리가 수천 마리나 되는데, 그런다고 뭐가 달라지겠니?” 아이는 또 한 마리를 던지며 대답했습니다. “이 불가사리에게는 달라졌어요.” 우리가 생각하는 봉사도 이와 같습니다. 한 아이, 한 가정, 한 마을씩 변화를 만들어 갑니다.",
  rotaryHeading: "로타리 이야기",
  rotary: [
    "1905년 2월 23일, 미국 시카고의 변호사 폴 해리스는 친구 구스타부스 로어, 실베스터 쉴, 하이럼 쇼리와 함께 서로 다른 직업을 가진 사람들이 생각을 나누고 오랜 우정을 쌓는 모임을 만들었습니다. 회원들의 사무실을 돌아가며(rotate) 모였기 때문에 모임의 이름이 ‘로타리’가 되었습니다.",
    "로타리는 곧 친목을 넘어 봉사하는 단체가 되었습니다. 오늘날 전 세계 4만 6천여 개 클럽, 140만 명이 넘는 회원이 7대 중점 분야에서 활동합니다. 1985년에 시작된 소아마비 퇴치 운동(폴리오플러스)은 세계를 소아마비 근절의 문턱까지 이끌었으며, 인도는 2014년 소아마비 청정국 인증을 받았습니다.",
    "로타리안은 생각하고 말하고 행동할 때 ‘네 가지 표준’을 따릅니다. 진실한가? 모두에게 공평한가? 선의와 우정을 더하는가? 모두에게 유익한가?",
  ],
  privacyHeading: "개인정보 처리방침",
  privacyIntro:
    "이 웹사이트가 수집하는 개인정보와 그 이용 목적을 간단히 안내합니다. 우리는 꼭 필요한 정보만 받으며, 개인정보를 판매하지 않습니다.",
  privacy: [
    {
      heading: "수집하는 정보",
      body: "가입 신청 시 이름, 나이, 전화번호, 이메일, 가입 동기를, 문의 시 이름, 이메일, 전화번호, 메시지를 받습니다. 이 정보는 클럽 서버의 데이터베이스에 저장되고 답변을 맡은 클럽 임원에게 이메일로 전달됩니다.",
    },
    {
      heading: "쿠키와 외부 서비스",
      body: "방문자에게는 쿠키를 사용하지 않으며 분석·추적 도구도 쓰지 않습니다. 지도와 동영상은 방문자가 클릭했을 때만 외부 서비스에서 불러옵니다.",
    },
    {
      heading: "이용과 제공",
      body: "받은 정보는 답변과 회원 가입 검토에만 쓰며, 법이 요구하는 경우를 제외하고 제3자에게 팔거나 제공하지 않습니다.",
    },
  ],
  privacyContact: "개인정보 열람이나 삭제를 원하시면 {email}로 연락해 주세요.",
  privacyNoContact: "개인정보 관련 문의는 문의하기 양식을 이용해 주세요.",
};

const hi: AboutContent = {
  title: "हमारे बारे में",
  description: "डिस्ट्रिक्ट 3100 के हमारे रोटरी क्लब की कहानी, रोटरी की कहानी और हमारी गोपनीयता नीति।",
  historyButton: "इतिहास",
  privacyButton: "गोपनीयता नीति",
  factsHeading: "क्लब की जानकारी",
  facts: {
    location: "स्थान",
    locationValue: "उत्तर प्रदेश, भारत",
    district: "रोटरी डिस्ट्रिक्ट",
    chartered: "चार्टर मिला",
    clubId: "क्लब आईडी",
    members: "सदस्य",
    membersValue: "22 से अधिक",
  },
  historyHeading: "इतिहास",
  history: [
    "हमारे क्लब को 2017 में रोटरी इंटरनेशनल से चार्टर मिला और यह उत्तर प्रदेश के रोटरी डिस्ट्रिक्ट 3100 का हिस्सा है। इसकी शुरुआत कुछ दोस्तों के छोटे से समूह से हुई, जो अपने शहर के लिए कुछ और करना चाहते थे। आज इसमें अलग-अलग क्षेत्रों से बाईस से ज़्यादा सदस्य हैं।",
    "हम हर हफ़्ते मिलते हैं, योजना बनाते हैं और फिर सेवा के लिए निकल पड़ते हैं: सरकारी स्कूलों में, स्वास्थ्य शिविरों में, महिलाओं के स्वयं सहायता समूहों के साथ, और जहाँ भी हमारे पड़ोसियों को मदद चाहिए। हमारे सदस्य अपना समय, अपना पेशेवर हुनर और अपना पैसा देते हैं, और दान का हर रुपया सेवा के काम में ही लगता है।",
  ],
  parableHeading: "स्टारफ़िश की कहानी",
  parable:
    "एक तूफ़ान के बाद एक बच्चा किनारे पर फँसी स्टारफ़िश को एक-एक करके वापस समुद्र में डाल रहा था। पास से गुज़रते एक व्यक्ति ने हँसकर कहा: “यहाँ तो हज़ारों हैं। तुम्हारे करने से क्या फ़र्क़ पड़ेगा?” बच्चे ने एक और स्टारफ़िश पानी में डाली और बोला: “इसके लिए तो फ़र्क़ पड़ गया।” सेवा को हम इसी तरह देखते हैं: एक बच्चा, एक परिवार, एक गाँव — एक-एक करके।",
  rotaryHeading: "रोटरी की कहानी",
  rotary: [
    "23 फ़रवरी 1905 को शिकागो के वकील पॉल हैरिस ने अपने तीन मित्रों — गुस्तावस लोर, सिल्वेस्टर शील और हीरम शोरी — के साथ मिलकर एक ऐसा क्लब बनाया जहाँ अलग-अलग पेशों के लोग विचार बाँट सकें और लंबी दोस्ती बना सकें। वे बारी-बारी से एक-दूसरे के दफ़्तरों में मिलते थे, और इसी बारी (रोटेशन) से क्लब का नाम पड़ा: रोटरी।",
    "जल्द ही रोटरी मेल-जोल से आगे बढ़कर सेवा की ओर मुड़ गया। आज यह 46,000 से अधिक क्लबों और 14 लाख से ज़्यादा सदस्यों का विश्वव्यापी नेटवर्क है, जो सात मुख्य क्षेत्रों में काम करता है। 1985 में शुरू हुए इसके सबसे प्रसिद्ध अभियान पोलियोप्लस ने दुनिया को पोलियो उन्मूलन के क़रीब पहुँचाया है; भारत को 2014 में पोलियो-मुक्त घोषित किया गया।",
    "रोटेरियन अपने हर विचार, वचन और कर्म को चार-सूत्री परीक्षा (फ़ोर-वे टेस्ट) पर परखते हैं: क्या यह सत्य है? क्या यह सभी संबंधित लोगों के लिए उचित है? क्या इससे सद्भावना और बेहतर मित्रता बढ़ेगी? क्या यह सभी संबंधित लोगों के लिए लाभकारी होगा?",
  ],
  privacyHeading: "गोपनीयता नीति",
  privacyIntro:
    "यह नीति बताती है कि यह वेबसाइट कौन-सी निजी जानकारी लेती है, क्यों लेती है और उसका क्या करती है। हम कम से कम जानकारी लेते हैं और उसे कभी बेचते नहीं।",
  privacy: [
    {
      heading: "आपके द्वारा दी गई जानकारी",
      body: "सदस्यता अनुरोध भेजने पर हमें आपका नाम, उम्र, फ़ोन नंबर, ई-मेल पता और जुड़ने का कारण मिलता है। संपर्क संदेश भेजने पर आपका नाम, ई-मेल पता, फ़ोन नंबर और संदेश मिलता है। ये हम अपने सर्वर पर अपने डेटाबेस में रखते हैं और जवाब देने वाले क्लब पदाधिकारियों को ई-मेल करते हैं।",
    },
    {
      heading: "उपयोग की जानकारी और कुकीज़",
      body: "हर वेब सर्वर की तरह हमारा सर्वर भी हर अनुरोध का तकनीकी ब्योरा — जैसे आपका इंटरनेट पता, माँगा गया पेज और समय — लॉग में दर्ज करता है, जो केवल सुरक्षा और ख़राबी ढूँढने के लिए रखे जाते हैं। आगंतुकों को कोई कुकी नहीं दी जाती। साइन इन करने वाले क्लब पदाधिकारियों को एक ही कुकी मिलती है, जो उन्हें साइन इन रखती है और साइन आउट करने पर हट जाती है। हम कोई एनालिटिक्स या ट्रैकिंग टूल इस्तेमाल नहीं करते।",
    },
    {
      heading: "बाहरी विज्ञापनदाता",
      body: "हम कोई विज्ञापन नहीं दिखाते और विज्ञापनदाताओं से कोई जानकारी साझा नहीं करते। नक़्शे और वीडियो बाहरी सेवाओं (Google Maps और YouTube का निजता बढ़ाने वाला मोड) से आते हैं और तभी लोड होते हैं जब आप क्लिक करके उन्हें माँगते हैं; उसके बाद ये सेवाएँ आपका इंटरनेट पता पाती हैं और अपनी गोपनीयता नीतियों का पालन करती हैं।",
    },
    {
      heading: "हम निजी जानकारी का उपयोग कैसे करते हैं",
      body: "आपकी भेजी जानकारी का उपयोग हम केवल आपको जवाब देने के लिए करते हैं: आपके सदस्यता अनुरोध पर विचार करने, आपके संदेश का उत्तर देने और अपने पत्राचार का रिकॉर्ड रखने के लिए। संदेश हम तब तक रखते हैं जब तक क्लब को इस काम के लिए उनकी ज़रूरत हो, फिर उन्हें मिटा देते हैं।",
    },
    {
      heading: "जानकारी साझा करना",
      body: "हम निजी जानकारी न बेचते हैं, न किराये पर देते हैं, न उसका लेन-देन करते हैं। हम उसे केवल उन क्लब पदाधिकारियों को देते हैं जिन्हें आपको जवाब देने के लिए उसकी ज़रूरत है, या जहाँ क़ानून ऐसा माँगे।",
    },
  ],
  privacyContact: "अपनी जानकारी से जुड़े सवाल, या उसे देखने या मिटाने का अनुरोध: कृपया {email} पर लिखें।",
  privacyNoContact: "अपनी जानकारी से जुड़े सवालों के लिए कृपया संपर्क फ़ॉर्म का उपयोग करें।",
};

export const aboutContent: Record<Locale, AboutContent> = { en, ko, hi };
