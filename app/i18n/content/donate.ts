import type { Locale } from "../locale";
import type { Widen } from "../types";

/**
 * Giving page copy. {scholarship} and {fund} are filled with the amounts in
 * the page's money format; {payee} with the beneficiary from the club profile.
 */
const en = {
  title: "Donate",
  description:
    "Give to our Rotary club's service work in Uttar Pradesh by UPI, bank transfer, cheque or cash: literacy, health care, women's empowerment and livelihoods.",
  heading: "Give to our work",
  intro: [
    "Every project our club runs is paid for by our members and by friends like you. Your gift buys school kits and scholarships, runs health camps and helps families earn a living.",
    "Our members give their time for free, so your money goes to the work itself.",
  ],
  optionsHeading: "Ways to give",
  options: [
    { title: "Cash", body: "Hand your gift to any club member or officer, at a meeting or at one of our projects." },
    { title: "Cheque", body: "Make your cheque payable to {payee} and give it to a club officer." },
    {
      title: "Online transfer",
      body: "Send money from your bank account by NEFT, RTGS or IMPS using the bank details below.",
    },
    { title: "UPI", body: "Scan the QR code below with any UPI app, or pay to our UPI ID." },
  ],
  oneTime:
    "Every gift is a one-time gift: there is no subscription and nothing to cancel. Give whatever you can, whenever you like.",
  howHeading: "How to donate",
  upi: {
    heading: "Pay by UPI",
    intro: "Scan the code with Google Pay, PhonePe, Paytm, BHIM or your bank's app, enter the amount and pay.",
    qrAlt: "QR code for paying {payee} by UPI",
    payButton: "Pay with a UPI app",
    payHint: "On a phone, this button opens your UPI app with our details filled in.",
    id: "UPI ID",
    beneficiary: "Beneficiary name",
  },
  bank: {
    heading: "Bank transfer (NEFT, RTGS, IMPS)",
    intro: "Add us as a beneficiary in your bank's app or internet banking with these details.",
    beneficiary: "Beneficiary name",
    account: "Account number",
    ifsc: "IFSC",
    branch: "Branch",
    bankName: "Bank",
  },
  copy: "Copy",
  copyLabel: "Copy {label}",
  copied: "{label} copied",
  copiedShort: "Copied",
  copyFailed: "Could not copy {label}. Please select the text and copy it yourself.",
  detailsLabel: "Payment details",
  noDetails: "Our payment details are not published here yet. Please get in touch and we will tell you how to give.",
  abroad:
    "Giving from outside India? Please contact us before you send anything, as gifts from abroad follow other rules.",
  receipt: "Would you like a receipt, or to tell us what your gift is for? Write to us after you give.",
  contactLink: "Contact us",
  citizenship: {
    question: "Are you an Indian citizen?",
    why: "We ask about citizenship, not where you live. Indian law (the FCRA) lets us receive gifts from citizens of other countries, including OCI and PIO card holders, only in an account registered for them.",
    yes: "Yes, I am an Indian citizen",
    no: "No, I am a citizen of another country",
    answeredIndian: "You told us you are an Indian citizen.",
    answeredForeign: "You told us you are a citizen of another country.",
    change: "Change my answer",
  },
  foreign: {
    heading: "Giving as a citizen of another country",
    fcraIntro:
      "Gifts from citizens of other countries can be received only in our account registered under the Foreign Contribution (Regulation) Act:",
    fcraRegistration: "FCRA registration",
    fcraAccount: "FCRA account",
    noFcra:
      "We cannot receive gifts from citizens of other countries ourselves. You can support Rotary's service around the world through The Rotary Foundation, or write to us and we will suggest a way.",
    foundationLink: "Give to The Rotary Foundation",
  },
  causesHeading: "Where your gift goes",
  causesIntro: "We put donations to work in four causes. Open one to read more.",
  causes: [
    {
      title: "Empowering women",
      body: [
        "We support women's self-help groups with training in tailoring, computers and bookkeeping, and with the tools they need to start earning.",
        "We also run awareness sessions on health, hygiene and women's legal rights, so that women can make their own choices with confidence.",
      ],
    },
    {
      title: "Literacy drive",
      body: [
        "We give school kits and books to children in government schools, help set up small libraries and hold reading classes for adults.",
        "Your gifts also fund scholarships of {scholarship} each, so that bright students from families with little money can stay in school.",
      ],
    },
    {
      title: "Health care",
      body: [
        "We organise free health camps with local doctors: general check-ups, eye and dental screening, and blood donation drives.",
        "Donations pay for medicines, spectacles and the tests that help people catch illness early.",
      ],
    },
    {
      title: "Economic development",
      body: [
        "Skills and a little capital can change a family's future. We help young people and women learn a trade and start small businesses.",
        "We are building a fund of {fund} to give tools, training and a first stock of goods to families starting out.",
      ],
    },
  ],
} as const;

export type DonateContent = Widen<typeof en>;

const ko: DonateContent = {
  title: "후원하기",
  description:
    "UPI, 계좌 이체, 수표, 현금으로 인도 우타르프라데시 로타리 클럽의 봉사 활동을 후원해 주세요. 교육, 보건, 여성 자립, 생계 지원에 쓰입니다.",
  heading: "나눔에 함께해 주세요",
  intro: [
    "우리 클럽의 모든 봉사 프로젝트는 회원들과 여러분 같은 후원자들의 기부로 이루어집니다. 보내 주신 후원금은 아이들의 학용품과 장학금, 무료 건강 검진 캠프, 그리고 가정의 자립을 돕는 데 쓰입니다.",
    "회원들은 모두 무보수로 봉사하므로, 후원금은 온전히 봉사 활동에 쓰입니다.",
  ],
  optionsHeading: "후원 방법",
  options: [
    { title: "현금", body: "모임이나 봉사 현장에서 클럽 회원이나 임원에게 직접 전해 주시면 됩니다." },
    { title: "수표", body: "수취인란에 다음과 같이 적어 클럽 임원에게 전해 주세요: {payee}" },
    {
      title: "계좌 이체",
      body: "아래 계좌 정보로 인도 국내 은행 송금(NEFT, RTGS, IMPS)을 이용해 보내 주세요.",
    },
    { title: "UPI", body: "UPI 앱으로 아래 QR 코드를 스캔하거나 UPI ID로 보내 주세요." },
  ],
  oneTime: "모든 후원은 일시 후원입니다. 정기 결제나 해지 절차가 없으니, 원하실 때 원하시는 만큼 보내 주시면 됩니다.",
  howHeading: "보내는 방법",
  upi: {
    heading: "UPI로 보내기",
    intro:
      "UPI는 인도의 실시간 모바일 결제 서비스입니다. Google Pay, PhonePe, Paytm, BHIM 또는 은행 앱으로 코드를 스캔한 뒤 금액을 입력해 결제하세요.",
    qrAlt: "{payee}에게 UPI로 송금하는 QR 코드",
    payButton: "UPI 앱으로 결제하기",
    payHint: "휴대폰에서 이 버튼을 누르면 클럽 정보가 입력된 상태로 UPI 앱이 열립니다.",
    id: "UPI ID",
    beneficiary: "받는 분",
  },
  bank: {
    heading: "계좌 이체 (NEFT, RTGS, IMPS)",
    intro: "은행 앱이나 인터넷 뱅킹에서 아래 정보로 수취인을 등록한 뒤 보내 주세요.",
    beneficiary: "예금주",
    account: "계좌번호",
    ifsc: "IFSC 코드",
    branch: "지점",
    bankName: "은행",
  },
  copy: "복사",
  copyLabel: "{label} 복사",
  copied: "{label} 복사 완료",
  copiedShort: "복사됨",
  copyFailed: "{label} 복사에 실패했습니다. 글자를 직접 선택해서 복사해 주세요.",
  detailsLabel: "후원 계좌 정보",
  noDetails: "아직 이곳에 후원 계좌를 안내하지 않고 있습니다. 문의해 주시면 후원 방법을 알려 드리겠습니다.",
  abroad: "인도 밖에서 후원하시나요? 해외 송금은 적용되는 규정이 다르니, 보내시기 전에 먼저 문의해 주세요.",
  receipt: "영수증이 필요하시거나 후원금의 쓰임을 지정하고 싶으시면, 보내신 뒤 연락 주세요.",
  contactLink: "문의하기",
  citizenship: {
    question: "인도 국민이신가요?",
    why: "사시는 곳이 아니라 국적을 여쭙니다. 인도 법(FCRA)에 따라 외국 국적자(OCI·PIO 카드 소지자 포함)의 후원금은 그들을 위해 따로 등록된 계좌로만 받을 수 있습니다.",
    yes: "네, 인도 국민입니다",
    no: "아니요, 다른 나라 국적입니다",
    answeredIndian: "인도 국민이라고 답하셨습니다.",
    answeredForeign: "다른 나라 국적이라고 답하셨습니다.",
    change: "답 바꾸기",
  },
  foreign: {
    heading: "외국 국적자의 후원",
    fcraIntro: "외국 국적자의 후원금은 외국기부금(규제)법(FCRA)에 따라 등록된 아래 계좌로만 받을 수 있습니다.",
    fcraRegistration: "FCRA 등록 번호",
    fcraAccount: "FCRA 계좌",
    noFcra:
      "저희 클럽은 외국 국적자의 후원금을 직접 받을 수 없습니다. 로타리 재단(The Rotary Foundation)을 통해 전 세계 로타리의 봉사를 후원하시거나, 연락 주시면 방법을 안내해 드리겠습니다.",
    foundationLink: "로타리 재단에 후원하기",
  },
  causesHeading: "후원금은 이렇게 쓰입니다",
  causesIntro: "후원금은 네 가지 분야에 쓰입니다. 제목을 누르면 자세한 내용을 볼 수 있습니다.",
  causes: [
    {
      title: "여성 자립 지원",
      body: [
        "여성 자조 모임에 재봉, 컴퓨터, 장부 정리 교육과 일을 시작하는 데 필요한 도구를 지원합니다.",
        "건강과 위생, 여성의 법적 권리에 관한 교육도 열어 여성들이 스스로 자신 있게 선택할 수 있도록 돕습니다.",
      ],
    },
    {
      title: "문해 교육",
      body: [
        "공립학교 아이들에게 학용품과 책을 나누고, 작은 도서관을 만들며, 어른들을 위한 글 읽기 교실을 엽니다.",
        "형편이 어려운 가정의 우수한 학생들이 학업을 이어 갈 수 있도록 1인당 {scholarship}의 장학금도 지원합니다.",
      ],
    },
    {
      title: "보건 의료",
      body: [
        "지역 의사들과 함께 무료 건강 검진 캠프를 엽니다. 기본 검진, 안과·치과 검진, 헌혈 캠페인을 진행합니다.",
        "후원금은 약품과 안경, 그리고 질병을 일찍 발견하는 데 필요한 검사 비용으로 쓰입니다.",
      ],
    },
    {
      title: "지역 경제 개발",
      body: [
        "기술과 약간의 밑천만 있어도 한 가정의 앞날이 달라집니다. 청년과 여성이 기술을 배우고 작은 가게를 열 수 있도록 돕습니다.",
        "새로 일을 시작하는 가정에 도구와 교육, 첫 물품을 지원하기 위해 {fund} 규모의 기금을 마련하고 있습니다.",
      ],
    },
  ],
};

const hi: DonateContent = {
  title: "दान करें",
  description:
    "UPI, बैंक ट्रांसफ़र, चेक या नकद द्वारा उत्तर प्रदेश में हमारे रोटरी क्लब के सेवा कार्य में सहयोग दें: साक्षरता, स्वास्थ्य सेवा, महिला सशक्तिकरण और आजीविका।",
  heading: "हमारे काम में सहयोग दें",
  intro: [
    "हमारे क्लब की हर परियोजना का ख़र्च हमारे सदस्य और आप जैसे शुभचिंतक उठाते हैं। आपके दान से स्कूल किट और छात्रवृत्तियाँ मिलती हैं, स्वास्थ्य शिविर लगते हैं और परिवारों को रोज़ी-रोटी कमाने में मदद मिलती है।",
    "हमारे सदस्य अपना समय निःशुल्क देते हैं, इसलिए आपका पैसा सीधे सेवा के काम में लगता है।",
  ],
  optionsHeading: "दान देने के तरीक़े",
  options: [
    { title: "नकद", body: "अपना दान किसी भी क्लब सदस्य या पदाधिकारी को बैठक में या हमारी किसी परियोजना पर दें।" },
    { title: "चेक", body: "चेक {payee} के नाम बनाएँ और क्लब के किसी पदाधिकारी को दें।" },
    {
      title: "ऑनलाइन ट्रांसफ़र",
      body: "नीचे दिए बैंक विवरण से अपने बैंक खाते से NEFT, RTGS या IMPS द्वारा राशि भेजें।",
    },
    { title: "UPI", body: "नीचे दिया QR कोड किसी भी UPI ऐप से स्कैन करें, या हमारी UPI आईडी पर भुगतान करें।" },
  ],
  oneTime: "हर दान एक बार का होता है: न हर महीने कटने वाली रकम, न कुछ रद्द करने की ज़रूरत। जब चाहें, जितना हो सके, दें।",
  howHeading: "दान कैसे करें",
  upi: {
    heading: "UPI से भुगतान करें",
    intro: "Google Pay, PhonePe, Paytm, BHIM या अपने बैंक के ऐप से कोड स्कैन करें, राशि लिखें और भुगतान करें।",
    qrAlt: "{payee} को UPI से भुगतान करने का QR कोड",
    payButton: "UPI ऐप से भुगतान करें",
    payHint: "फ़ोन पर यह बटन हमारे विवरण भरकर आपका UPI ऐप खोल देता है।",
    id: "UPI आईडी",
    beneficiary: "लाभार्थी का नाम",
  },
  bank: {
    heading: "बैंक ट्रांसफ़र (NEFT, RTGS, IMPS)",
    intro: "इन विवरणों के साथ हमें अपने बैंक के ऐप या इंटरनेट बैंकिंग में लाभार्थी के रूप में जोड़ें।",
    beneficiary: "लाभार्थी का नाम",
    account: "खाता संख्या",
    ifsc: "IFSC",
    branch: "शाखा",
    bankName: "बैंक",
  },
  copy: "कॉपी करें",
  copyLabel: "{label} कॉपी करें",
  copied: "{label} को कॉपी कर लिया है",
  copiedShort: "कॉपी कर लिया",
  copyFailed: "{label} कॉपी नहीं हो सका। कृपया टेक्स्ट चुनकर ख़ुद कॉपी करें।",
  detailsLabel: "भुगतान विवरण",
  noDetails: "हमारे भुगतान विवरण अभी यहाँ प्रकाशित नहीं हैं। कृपया हमसे संपर्क करें, हम आपको दान का तरीक़ा बताएँगे।",
  abroad: "भारत के बाहर से दान देना चाहते हैं? कुछ भी भेजने से पहले कृपया हमसे संपर्क करें, क्योंकि विदेश से आए दान पर अलग नियम लागू होते हैं।",
  receipt: "रसीद चाहिए, या बताना चाहते हैं कि आपका दान किस काम के लिए है? दान देने के बाद हमें लिखें।",
  contactLink: "संपर्क करें",
  citizenship: {
    question: "क्या आप भारत के नागरिक हैं?",
    why: "हम नागरिकता पूछ रहे हैं, यह नहीं कि आप कहाँ रहते हैं। भारतीय क़ानून (FCRA) के तहत दूसरे देशों के नागरिकों से, OCI और PIO कार्डधारकों समेत, दान केवल उनके लिए पंजीकृत खाते में ही लिया जा सकता है।",
    yes: "हाँ, मैं भारतीय नागरिक हूँ",
    no: "नहीं, मैं किसी दूसरे देश का नागरिक हूँ",
    answeredIndian: "आपने बताया है कि आप भारतीय नागरिक हैं।",
    answeredForeign: "आपने बताया है कि आप किसी दूसरे देश के नागरिक हैं।",
    change: "अपना जवाब बदलें",
  },
  foreign: {
    heading: "दूसरे देश के नागरिक के रूप में दान",
    fcraIntro: "दूसरे देशों के नागरिकों से दान हम केवल विदेशी अंशदान (विनियमन) अधिनियम (FCRA) के तहत पंजीकृत अपने इस खाते में ले सकते हैं:",
    fcraRegistration: "FCRA पंजीकरण",
    fcraAccount: "FCRA खाता",
    noFcra:
      "दूसरे देशों के नागरिकों से हम सीधे दान नहीं ले सकते। आप द रोटरी फ़ाउंडेशन के ज़रिए दुनिया भर में रोटरी के सेवा कार्य में सहयोग कर सकते हैं, या हमें लिखें, हम कोई तरीका सुझाएँगे।",
    foundationLink: "द रोटरी फ़ाउंडेशन को दान दें",
  },
  causesHeading: "आपका दान कहाँ जाता है",
  causesIntro: "हम दान की राशि चार कामों में लगाते हैं। ज़्यादा जानने के लिए किसी एक को खोलें।",
  causes: [
    {
      title: "महिला सशक्तिकरण",
      body: [
        "हम महिलाओं के स्वयं सहायता समूहों को सिलाई, कंप्यूटर और हिसाब-किताब का प्रशिक्षण देते हैं, और कमाई शुरू करने के लिए ज़रूरी औज़ार भी।",
        "हम स्वास्थ्य, स्वच्छता और महिलाओं के क़ानूनी अधिकारों पर जागरूकता सत्र भी चलाते हैं, ताकि महिलाएँ आत्मविश्वास के साथ अपने फ़ैसले ख़ुद ले सकें।",
      ],
    },
    {
      title: "साक्षरता अभियान",
      body: [
        "हम सरकारी स्कूलों के बच्चों को स्कूल किट और किताबें देते हैं, छोटे पुस्तकालय बनाने में मदद करते हैं और बड़ों के लिए पढ़ाई की कक्षाएँ चलाते हैं।",
        "आपके दान से {scholarship} की छात्रवृत्तियाँ भी दी जाती हैं, ताकि कम आमदनी वाले परिवारों के होनहार विद्यार्थी पढ़ाई जारी रख सकें।",
      ],
    },
    {
      title: "स्वास्थ्य सेवा",
      body: [
        "हम स्थानीय डॉक्टरों के साथ निःशुल्क स्वास्थ्य शिविर लगाते हैं: सामान्य जाँच, आँख और दाँत की जाँच, और रक्तदान शिविर।",
        "दान से दवाइयाँ, चश्मे और वे जाँचें होती हैं जिनसे बीमारी समय पर पकड़ में आती है।",
      ],
    },
    {
      title: "आर्थिक विकास",
      body: [
        "हुनर और थोड़ी-सी पूँजी किसी परिवार का भविष्य बदल सकती है। हम युवाओं और महिलाओं को कोई काम सीखने और छोटा व्यवसाय शुरू करने में मदद करते हैं।",
        "हम {fund} का एक कोष बना रहे हैं, जिससे नई शुरुआत करने वाले परिवारों को औज़ार, प्रशिक्षण और पहला माल दिया जा सके।",
      ],
    },
  ],
};

export const donateContent: Record<Locale, DonateContent> = { en, ko, hi };
