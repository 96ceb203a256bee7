import type { Locale } from "../locale";
import type { Widen } from "../types";

const en = {
  title: "Home",
  welcome: "Welcome to {club}",
  intro:
    "We are neighbours, professionals and friends in Uttar Pradesh who give our time and skills to make lasting change, in our own community and around the world.",
  donate: "Donate",
  join: "Join us",
  clubBook: "Read our club book",
  brochure: "Read our brochure",
  carouselLabel: "Our work",
  carousel: {
    carousel: "Our work",
    roleCarousel: "carousel",
    roleSlide: "slide",
    slide: "{n} of {total}",
    goTo: "Go to slide {n}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause the slide show",
    play: "Play the slide show",
    scrollHint: "Scroll sideways to see all {total} areas of our work.",
  },
  slides: [
    {
      title: "Education & Schools",
      caption: "School kits, scholarships and better classrooms for children who need them.",
    },
    { title: "Health Initiatives", caption: "Health camps, eye checks and awareness drives close to home." },
    { title: "Women Empowerment", caption: "Skills, tools and savings groups that help women earn and lead." },
    { title: "Community Outreach", caption: "Food, warm clothes and a helping hand when our neighbours need it." },
    { title: "Environmental Projects", caption: "Tree planting, clean-ups and water saving for a greener district." },
  ],
  cards: [
    {
      title: "What We Do",
      body: "We plan and run hands-on service projects: in schools, health camps, villages and on the streets of our own town.",
      link: "See our projects",
      href: "/projects",
    },
    {
      title: "Our Story",
      body: "Chartered in 2017 in Rotary District 3100, our club brings together people who want to serve beyond themselves.",
      link: "About the club",
      href: "/about",
    },
    {
      title: "Projects",
      body: "From scholarships to tree planting, every project is planned, funded and carried out by our members and friends.",
      link: "Our signature projects",
      href: "/signature-projects",
    },
  ],
  quoteHeading: "People of Action",
  quote:
    "Together, we see a world where people unite and take action to create lasting change — across the globe, in our communities, and in ourselves.",
  quoteSource: "Rotary's vision statement",
  focusHeading: "Rotary's seven areas of focus",
  focusIntro: "Like every Rotary club, we direct our service to seven areas where we can do the most good.",
  focus: [
    {
      title: "Disease prevention and treatment",
      body: "Health camps, screenings and awareness so that illness is caught early or avoided.",
    },
    {
      title: "Peace and conflict resolution",
      body: "Dialogue, tolerance and young leaders who resolve conflict without violence.",
    },
    {
      title: "Clean water and sanitation",
      body: "Safe drinking water, toilets and hygiene education in schools and villages.",
    },
    { title: "Maternal and child health", body: "Care for mothers and newborns, nutrition and vaccination." },
    { title: "Basic education and literacy", body: "Books, school kits, scholarships and adult literacy classes." },
    {
      title: "Community and economic development",
      body: "Skills training and tools that help families earn a steady income.",
    },
    { title: "Supporting the environment", body: "Trees, clean-ups and conservation of water and energy." },
  ],
} as const;

export type HomeContent = Widen<typeof en>;

const ko: HomeContent = {
  title: "홈",
  welcome: "{club}에 오신 것을 환영합니다",
  intro:
    "우리는 인도 우타르프라데시에서 함께 살아가는 이웃이자 직업인, 그리고 친구들입니다. 시간과 재능을 나누어 지역 사회와 세계에 오래 남을 변화를 만들어 갑니다.",
  donate: "후원하기",
  join: "회원 가입",
  clubBook: "클럽 소개 책자 보기",
  brochure: "클럽 브로슈어 보기",
  carouselLabel: "우리의 활동",
  carousel: {
    carousel: "우리의 활동",
    roleCarousel: "슬라이드 쇼",
    roleSlide: "슬라이드",
    slide: "{total}개 중 {n}번째",
    goTo: "{n}번째 슬라이드 보기",
    previous: "이전 슬라이드",
    next: "다음 슬라이드",
    pause: "자동 넘김 멈추기",
    play: "자동 넘김 시작",
    scrollHint: "옆으로 밀어서 {total}가지 활동을 모두 보세요.",
  },
  slides: [
    { title: "교육과 학교", caption: "도움이 필요한 아이들에게 학용품, 장학금, 더 나은 교실을 전합니다." },
    { title: "보건 활동", caption: "가까운 곳에서 건강 검진 캠프, 안과 검진, 보건 교육을 엽니다." },
    { title: "여성 역량 강화", caption: "여성들이 소득을 얻고 앞장설 수 있도록 기술과 도구, 저축 모임을 지원합니다." },
    { title: "지역 사회 나눔", caption: "이웃이 어려울 때 음식과 따뜻한 옷, 그리고 도움의 손길을 건넵니다." },
    { title: "환경 프로젝트", caption: "나무 심기, 환경 정화, 물 절약으로 더 푸른 지역을 만듭니다." },
  ],
  cards: [
    {
      title: "우리가 하는 일",
      body: "학교와 건강 캠프, 마을, 그리고 우리 동네 거리에서 직접 봉사 프로젝트를 기획하고 실행합니다.",
      link: "봉사 프로젝트 보기",
      href: "/projects",
    },
    {
      title: "우리의 이야기",
      body: "2017년 국제로타리 3100지구에서 인가받은 우리 클럽은 나보다 이웃을 먼저 생각하는 사람들이 모인 곳입니다.",
      link: "클럽 소개",
      href: "/about",
    },
    {
      title: "프로젝트",
      body: "장학금에서 나무 심기까지, 모든 프로젝트는 회원과 후원자들이 직접 계획하고 모금하고 실천합니다.",
      link: "대표 프로젝트 보기",
      href: "/signature-projects",
    },
  ],
  quoteHeading: "행동하는 사람들 (People of Action)",
  quote:
    "우리는 전 세계와 지역 사회, 그리고 우리 자신 안에 지속적인 변화를 만들기 위해 사람들이 함께 행동하는 세상을 꿈꿉니다.",
  quoteSource: "국제로타리 비전 선언문",
  focusHeading: "로타리의 7대 중점 분야",
  focusIntro: "모든 로타리 클럽처럼 우리도 가장 큰 도움이 될 수 있는 일곱 가지 분야에 봉사를 집중합니다.",
  focus: [
    { title: "질병 예방과 치료", body: "건강 캠프와 검진, 예방 교육으로 질병을 미리 막고 일찍 발견합니다." },
    { title: "평화 구축과 분쟁 예방", body: "대화와 관용, 그리고 폭력 없이 갈등을 푸는 젊은 리더를 키웁니다." },
    { title: "깨끗한 물과 위생", body: "학교와 마을에 안전한 식수와 화장실, 위생 교육을 제공합니다." },
    { title: "모자 보건", body: "산모와 신생아를 돌보고 영양과 예방 접종을 지원합니다." },
    { title: "기초 교육과 문해력 증진", body: "책과 학용품, 장학금, 성인 문해 교실을 지원합니다." },
    { title: "지역 사회 경제 개발", body: "가정이 꾸준한 소득을 얻도록 직업 훈련과 도구를 지원합니다." },
    { title: "환경 보호", body: "나무를 심고 환경을 정화하며 물과 에너지를 아낍니다." },
  ],
};

const hi: HomeContent = {
  title: "होम",
  welcome: "{club} में आपका स्वागत है",
  intro:
    "हम उत्तर प्रदेश के पड़ोसी, पेशेवर और मित्र हैं, जो अपना समय और हुनर देकर अपने शहर में और दुनिया भर में स्थायी बदलाव लाने का काम करते हैं।",
  donate: "दान करें",
  join: "सदस्य बनें",
  clubBook: "हमारी क्लब पुस्तिका पढ़ें",
  brochure: "क्लब का ब्रोशर पढ़ें",
  carouselLabel: "हमारा काम",
  carousel: {
    carousel: "हमारा काम",
    roleCarousel: "कैरोसेल",
    roleSlide: "स्लाइड",
    slide: "{total} में से {n}",
    goTo: "स्लाइड {n} पर जाएँ",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    pause: "स्लाइड शो रोकें",
    play: "स्लाइड शो चलाएँ",
    scrollHint: "हमारे काम के सभी {total} क्षेत्र देखने के लिए बगल में स्क्रॉल करें।",
  },
  slides: [
    { title: "शिक्षा और स्कूल", caption: "ज़रूरतमंद बच्चों के लिए स्कूल किट, छात्रवृत्ति और बेहतर कक्षाएँ।" },
    { title: "स्वास्थ्य सेवा", caption: "घर के पास ही स्वास्थ्य शिविर, आँखों की जाँच और जागरूकता अभियान।" },
    { title: "महिला सशक्तिकरण", caption: "हुनर, औज़ार और बचत समूह, जिनसे महिलाएँ कमाती हैं और आगे बढ़ती हैं।" },
    { title: "समाज सेवा", caption: "ज़रूरत के समय पड़ोसियों के लिए भोजन, गर्म कपड़े और मदद का हाथ।" },
    { title: "पर्यावरण परियोजनाएँ", caption: "हरे-भरे ज़िले के लिए पौधारोपण, सफ़ाई अभियान और जल संरक्षण।" },
  ],
  cards: [
    {
      title: "हम क्या करते हैं",
      body: "हम ख़ुद मैदान में उतरकर सेवा परियोजनाएँ चलाते हैं: स्कूलों में, स्वास्थ्य शिविरों में, गाँवों में और अपने शहर की गलियों में।",
      link: "हमारी परियोजनाएँ देखें",
      href: "/projects",
    },
    {
      title: "हमारी कहानी",
      body: "2017 में रोटरी डिस्ट्रिक्ट 3100 में चार्टर मिलने के बाद से हमारा क्लब उन लोगों को जोड़ता है जो अपने से आगे बढ़कर सेवा करना चाहते हैं।",
      link: "क्लब के बारे में",
      href: "/about",
    },
    {
      title: "परियोजनाएँ",
      body: "छात्रवृत्ति से लेकर पौधारोपण तक, हर परियोजना की योजना, ख़र्च और काम हमारे सदस्य और साथी मिलकर करते हैं।",
      link: "हमारी प्रमुख परियोजनाएँ",
      href: "/signature-projects",
    },
  ],
  quoteHeading: "पीपल ऑफ़ ऐक्शन",
  quote:
    "साथ मिलकर हम ऐसी दुनिया देखते हैं जहाँ लोग एकजुट होकर स्थायी बदलाव के लिए काम करते हैं — दुनिया भर में, अपने समुदायों में और अपने भीतर भी।",
  quoteSource: "रोटरी का विज़न",
  focusHeading: "रोटरी के सात मुख्य सेवा क्षेत्र",
  focusIntro: "हर रोटरी क्लब की तरह, हम भी अपनी सेवा उन सात क्षेत्रों में लगाते हैं जहाँ हम सबसे ज़्यादा भला कर सकते हैं।",
  focus: [
    {
      title: "रोगों की रोकथाम और उपचार",
      body: "स्वास्थ्य शिविर, जाँच और जागरूकता, ताकि बीमारी समय पर पकड़ी जाए या हो ही नहीं।",
    },
    { title: "शांति और विवाद समाधान", body: "संवाद, सहनशीलता और ऐसे युवा नेता जो बिना हिंसा के विवाद सुलझाएँ।" },
    { title: "स्वच्छ जल और स्वच्छता", body: "स्कूलों और गाँवों में साफ़ पीने का पानी, शौचालय और स्वच्छता की शिक्षा।" },
    { title: "मातृ एवं शिशु स्वास्थ्य", body: "माताओं और नवजात शिशुओं की देखभाल, पोषण और टीकाकरण।" },
    { title: "बुनियादी शिक्षा और साक्षरता", body: "किताबें, स्कूल किट, छात्रवृत्ति और प्रौढ़ साक्षरता कक्षाएँ।" },
    { title: "सामुदायिक और आर्थिक विकास", body: "कौशल प्रशिक्षण और औज़ार, जिनसे परिवारों को नियमित आमदनी मिले।" },
    { title: "पर्यावरण की रक्षा", body: "पेड़, सफ़ाई अभियान और पानी व ऊर्जा की बचत।" },
  ],
};

export const homeContent: Record<Locale, HomeContent> = { en, ko, hi };
