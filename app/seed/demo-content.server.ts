import sharp from "sharp";
import type { Locale, OfficerRole } from "~/db/schema";
import { formatRotaryYear } from "~/lib/rotary-year";
import type { ProfileValues } from "~/models/club-profile.server";
import type { MemberTexts } from "~/models/members.server";

/**
 * Demo content for a first start: clearly marked as examples so nobody could
 * take a name, phone number or bank account here for the real club's.
 */
export const demoProfile: ProfileValues = {
  social_links: JSON.stringify([
    { label: "Facebook (demo)", url: "https://example.org/demo-facebook" },
    { label: "Instagram (demo)", url: "https://example.org/demo-instagram" },
    { label: "YouTube (demo)", url: "https://example.org/demo-youtube" },
  ]),
  privacy_email: "privacy@example.org",
  upi_id: "demo-club@example",
  upi_beneficiary: "DEMO ROTARY CLUB (EXAMPLE)",
  bank_beneficiary: "DEMO ROTARY CLUB (EXAMPLE)",
  bank_account: "000000000000",
  bank_ifsc: "DEMO0000000",
  bank_branch: "Demo Branch",
  bank_name: "Demo Bank (example)",
  map_location: "Uttar Pradesh, India",
  club_book_url: "https://example.org/demo-club-book",
  is_demo: 1,
};

/** The club's name and brochure in each language (club_profile_texts). */
export const demoClubTexts: Record<Locale, { club_name: string; brochure_url: string }> = {
  en: { club_name: "Demo Rotary Club (example)", brochure_url: "" },
  ko: { club_name: "데모 로타리 클럽 (예시)", brochure_url: "https://example.org/demo-brochure" },
  hi: { club_name: "डेमो रोटरी क्लब (उदाहरण)", brochure_url: "https://example.org/demo-brochure-hindi" },
};

interface DemoText {
  title: string;
  shortNote: string;
  location: string;
  /** Null: this language shows the English description. */
  description: string | null;
}

/** A demo picture's description: in English, Korean and Hindi, like every demo text but one project's. */
export type DemoAlt = { en: string } & Partial<Record<Locale, string>>;

export interface DemoProject {
  code: string;
  date: string;
  cost: number | null;
  manHours: number | null;
  videoUrl: string | null;
  signature: boolean;
  texts: Partial<Record<Locale, DemoText>>;
  /** Each picture's description in every language (media_texts). */
  images: { hue: number; label: string; alt: DemoAlt }[];
}

export const demoProjects: DemoProject[] = [
  {
    code: "DEMO-SCHOOL-KITS",
    date: "2024-06-15",
    cost: 125000,
    manHours: 180,
    videoUrl: null,
    signature: true,
    texts: {
      en: {
        title: "School kits for 300 children (demo)",
        location: "Government primary school (demo)",
        shortNote:
          "Bags, notebooks and geometry boxes for every child of a village primary school before the new term.",
        description:
          "An example project to show how a project page looks.\n\nMembers packed and handed over 300 school kits.\nEach kit held a bag, six notebooks, pencils and a geometry box.",
      },
      ko: {
        title: "어린이 300명에게 학용품 전달 (데모)",
        location: "공립 초등학교 (데모)",
        shortNote: "새 학기를 앞두고 마을 초등학교 모든 어린이에게 가방과 공책, 필통을 전했습니다.",
        description:
          "프로젝트 페이지가 어떻게 보이는지 보여 주는 예시입니다.\n\n회원들이 학용품 꾸러미 300개를 직접 포장해 전달했습니다.\n꾸러미마다 가방, 공책 여섯 권, 연필, 필통이 들어 있었습니다.",
      },
      hi: {
        title: "300 बच्चों के लिए स्कूल किट (डेमो)",
        location: "सरकारी प्राथमिक विद्यालय (डेमो)",
        shortNote: "नए सत्र से पहले गाँव के प्राथमिक विद्यालय के हर बच्चे के लिए बस्ता, कॉपियाँ और ज्योमेट्री बॉक्स।",
        description:
          "यह एक उदाहरण परियोजना है, जिससे पता चलता है कि परियोजना का पेज कैसा दिखता है।\n\nसदस्यों ने 300 स्कूल किट ख़ुद पैक करके बच्चों को सौंपीं।\nहर किट में एक बस्ता, छह कॉपियाँ, पेंसिलें और एक ज्योमेट्री बॉक्स था।",
      },
    },
    images: [
      {
        hue: 210,
        label: "School kits",
        alt: {
          en: "Illustration standing in for a photo of school kits (demo)",
          ko: "학용품 꾸러미 사진 대신 넣은 그림 (데모)",
          hi: "स्कूल किट की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
      {
        hue: 190,
        label: "Classroom",
        alt: {
          en: "Illustration standing in for a classroom photo (demo)",
          ko: "교실 사진 대신 넣은 그림 (데모)",
          hi: "कक्षा की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
    ],
  },
  {
    code: "DEMO-EYE-CAMP",
    date: "2024-09-08",
    cost: 60000,
    manHours: 96,
    videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    signature: false,
    texts: {
      en: {
        title: "Free eye-check camp (demo)",
        location: "Community hall (demo)",
        shortNote: "Eye tests for 250 people, with glasses for those who needed them.",
        description:
          "An example project with a video.\nVolunteer doctors tested eyesight and referred cataract cases to a partner hospital.",
      },
      ko: {
        title: "무료 안과 검진 캠프 (데모)",
        location: "마을 회관 (데모)",
        shortNote: "250명에게 시력 검사를 하고 필요한 분들께 안경을 드렸습니다.",
        description:
          "동영상이 있는 프로젝트 예시입니다.\n자원봉사 의사들이 시력을 검사하고 백내장 환자를 협력 병원으로 안내했습니다.",
      },
      hi: {
        title: "निःशुल्क नेत्र जाँच शिविर (डेमो)",
        location: "सामुदायिक भवन (डेमो)",
        shortNote: "250 लोगों की आँखों की जाँच, और जिन्हें ज़रूरत थी उन्हें चश्मे।",
        description:
          "वीडियो वाली एक उदाहरण परियोजना।\nस्वयंसेवी डॉक्टरों ने आँखों की जाँच की और मोतियाबिंद के मरीज़ों को सहयोगी अस्पताल भेजा।",
      },
    },
    images: [
      {
        hue: 150,
        label: "Eye camp",
        alt: {
          en: "Illustration standing in for a photo of the eye camp (demo)",
          ko: "안과 검진 캠프 사진 대신 넣은 그림 (데모)",
          hi: "नेत्र जाँच शिविर की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
    ],
  },
  {
    code: "DEMO-SEWING",
    date: "2025-01-20",
    cost: 90000,
    manHours: 120,
    videoUrl: null,
    signature: true,
    texts: {
      en: {
        title: "Sewing machines for a self-help group (demo)",
        location: "Women's self-help group (demo)",
        shortNote: "Ten sewing machines and a three-month tailoring course for women who want to earn from home.",
        description: "An example signature project.\nThe group now takes orders for school uniforms.",
      },
      ko: {
        title: "여성 자조 모임에 재봉틀 지원 (데모)",
        location: "여성 자조 모임 (데모)",
        shortNote: "집에서 소득을 얻고자 하는 여성들에게 재봉틀 10대와 3개월 재봉 교육을 지원했습니다.",
        description: "대표 프로젝트 예시입니다.\n이 모임은 이제 교복 주문을 받고 있습니다.",
      },
      hi: {
        title: "स्वयं सहायता समूह के लिए सिलाई मशीनें (डेमो)",
        location: "महिला स्वयं सहायता समूह (डेमो)",
        shortNote: "घर बैठे कमाई करना चाहने वाली महिलाओं के लिए दस सिलाई मशीनें और तीन महीने का सिलाई प्रशिक्षण।",
        description: "एक उदाहरण प्रमुख परियोजना।\nयह समूह अब स्कूल की वर्दियों के ऑर्डर लेता है।",
      },
    },
    images: [
      {
        hue: 330,
        label: "Sewing",
        alt: {
          en: "Illustration standing in for a photo of the sewing class (demo)",
          ko: "재봉 교실 사진 대신 넣은 그림 (데모)",
          hi: "सिलाई की कक्षा की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
      {
        hue: 300,
        label: "Tailoring",
        alt: {
          en: "Illustration standing in for a photo of finished uniforms (demo)",
          ko: "완성된 교복 사진 대신 넣은 그림 (데모)",
          hi: "सिलकर तैयार वर्दियों की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
      {
        hue: 270,
        label: "Group",
        alt: {
          en: "Illustration standing in for a group photo (demo)",
          ko: "단체 사진 대신 넣은 그림 (데모)",
          hi: "समूह की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
    ],
  },
  {
    code: "DEMO-TREES",
    date: "2025-07-05",
    cost: null,
    manHours: 64,
    videoUrl: null,
    signature: false,
    texts: {
      en: {
        title: "Tree planting on the riverside (demo)",
        location: "Riverside (demo)",
        shortNote:
          "An example project with no Korean or Hindi text, so the Korean and Hindi pages show the English one.",
        description: "Members and students planted 500 saplings of neem, peepal and jamun.",
      },
    },
    // The project's texts stay English only (it shows the fallback); its photo's description is translated
    // like every demo photo's, so no demo picture is described in English on the Korean and Hindi pages.
    images: [
      {
        hue: 100,
        label: "Trees",
        alt: {
          en: "Illustration standing in for a photo of saplings (demo)",
          ko: "묘목 사진 대신 넣은 그림 (데모)",
          hi: "पौधों की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
    ],
  },
  {
    code: "DEMO-WATER",
    date: "2025-10-02",
    cost: 240000,
    manHours: 150,
    videoUrl: null,
    signature: false,
    texts: {
      en: {
        title: "Clean drinking water for a school (demo)",
        location: "Village school (demo)",
        shortNote: "A water purifier and a cooler for 600 pupils and their teachers.",
        description: "An example project.\nThe purifier is serviced every quarter by a local technician.",
      },
      ko: {
        title: "학교에 깨끗한 식수 지원 (데모)",
        location: "마을 학교 (데모)",
        shortNote: "학생 600명과 교사들을 위해 정수기와 냉수기를 설치했습니다.",
        description: "프로젝트 예시입니다.\n정수기는 지역 기술자가 분기마다 점검합니다.",
      },
      // Only some fields in Hindi: the Hindi page shows the English description (per-field fallback).
      hi: {
        title: "स्कूल के लिए साफ़ पीने का पानी (डेमो)",
        location: "गाँव का स्कूल (डेमो)",
        shortNote: "600 विद्यार्थियों और उनके शिक्षकों के लिए वॉटर प्यूरीफ़ायर और कूलर।",
        description: null,
      },
    },
    images: [
      {
        hue: 195,
        label: "Clean water",
        alt: {
          en: "Illustration standing in for a photo of the water purifier (demo)",
          ko: "정수기 사진 대신 넣은 그림 (데모)",
          hi: "वॉटर प्यूरीफ़ायर की तस्वीर की जगह लगाया गया चित्र (डेमो)",
        },
      },
    ],
  },
];

export interface DemoMember {
  member_no: string;
  name: string;
  position: number | null;
  joined_on: string;
  /** The designation and message in each language; null shows the English text (or "Member" and Rotary's motto). */
  texts: { en: MemberTexts } & Partial<Record<Locale, MemberTexts>>;
  hue: number;
}

export const demoMembers: DemoMember[] = [
  {
    member_no: "DEMO-001",
    name: "Demo Member One",
    position: 1,
    joined_on: "2017-07-01",
    texts: {
      en: { designation: "President", message: "Service above self is how I want to live." },
      ko: { designation: "회장", message: "초아의 봉사, 그것이 제가 살고 싶은 삶의 방식입니다." },
      hi: { designation: "अध्यक्ष", message: "स्वयं से ऊपर सेवा — यही मेरे जीवन का मूल मंत्र है।" },
    },
    hue: 20,
  },
  {
    member_no: "DEMO-002",
    name: "Demo Member Two",
    position: 2,
    joined_on: "2018-03-15",
    texts: {
      en: { designation: "Secretary", message: "Small acts, done together, change a town." },
      ko: { designation: "총무", message: "작은 실천도 함께 모이면 마을을 바꿉니다." },
      hi: { designation: "सचिव", message: "छोटे-छोटे काम, जब मिलकर किए जाएँ, तो पूरा शहर बदल देते हैं।" },
    },
    hue: 45,
  },
  {
    member_no: "DEMO-003",
    name: "Demo Member Three",
    position: 3,
    joined_on: "2019-08-01",
    texts: {
      en: { designation: "Treasurer", message: "Every rupee should reach the people it is meant for." },
      ko: { designation: "회계", message: "단 1루피도 빠짐없이, 도움이 필요한 분들께 전해져야 합니다." },
      hi: { designation: "कोषाध्यक्ष", message: "हर एक रुपया उन्हीं लोगों तक पहुँचना चाहिए, जिनके लिए वह है।" },
    },
    hue: 160,
  },
  {
    member_no: "DEMO-004",
    name: "Demo Member Four",
    position: 4,
    joined_on: "2020-01-10",
    texts: {
      en: { designation: "Foundation Chair", message: "Our foundation turns good intentions into lasting projects." },
      ko: { designation: "재단 위원장", message: "로타리재단은 선한 뜻을 오래가는 사업으로 이어 줍니다." },
      hi: {
        designation: "फ़ाउंडेशन चेयर",
        message: "रोटरी फ़ाउंडेशन नेक इरादों को लंबे समय तक चलने वाली परियोजनाओं में बदल देता है।",
      },
    },
    hue: 220,
  },
  {
    member_no: "DEMO-005",
    name: "Demo Member Five",
    position: null,
    joined_on: "2023-11-05",
    texts: {
      en: { designation: null, message: "I joined to meet people who get things done." },
      ko: { designation: null, message: "말보다 행동으로 일을 해내는 분들과 함께하고 싶어 가입했습니다." },
      hi: { designation: null, message: "क्लब से जुड़ने की मेरी वजह थी ऐसे लोगों का साथ, जो काम करके दिखाते हैं।" },
    },
    hue: 280,
  },
  {
    member_no: "DEMO-006",
    name: "Demo Member Six",
    position: null,
    joined_on: "2024-04-20",
    texts: { en: { designation: null, message: null } },
    hue: 340,
  },
];

/** A demo member's portrait's description in each language: an illustration with their (demo) name. */
export function demoPortraitAlt(name: string): DemoAlt {
  return {
    en: `${name} (demo portrait)`,
    ko: `${name}의 초상 그림 (데모)`,
    hi: `${name} का चित्र (डेमो)`,
  };
}

export const demoPastPresidents = [
  { rotary_year: "2017-2018", president: "Demo President A", secretary: "Demo Secretary A" },
  { rotary_year: "2019-2020", president: "Demo President C", secretary: "Demo Secretary C" },
  { rotary_year: "2018-2019", president: "Demo President B", secretary: "Demo Secretary B" },
  { rotary_year: "2020-2021", president: "Demo President D", secretary: "Demo Secretary D" },
  { rotary_year: "2021-2022", president: "Demo President E", secretary: "Demo Secretary E" },
];

/**
 * Officers of the Rotary year the site starts in and of the next one, marked
 * demo: the footer lists this year's and the Handover page both years' until
 * "Remove all demo content" takes them with the rest (decisions 0047, 0054).
 * They are the only demo officers: the club profile keeps none.
 */
export function demoOfficerTerms(currentYear: number) {
  const term = (year: number, role: OfficerRole, name: string, phone: string, email: string) => ({
    rotary_year: formatRotaryYear(year),
    role,
    name,
    phone,
    email,
    is_demo: 1 as const,
  });
  return [
    term(currentYear, "president", "Demo President", "+91 00000 00001", "president@example.org"),
    term(currentYear, "secretary", "Demo Secretary", "+91 00000 00002", "secretary@example.org"),
    term(currentYear, "foundation_chair", "Demo Foundation Chair", "+91 00000 00003", "foundation@example.org"),
    term(currentYear, "treasurer", "Demo Treasurer", "+91 00000 00004", "treasurer@example.org"),
    term(currentYear + 1, "president", "Demo Incoming President", "+91 00000 00011", "incoming-president@example.org"),
    term(currentYear + 1, "secretary", "Demo Incoming Secretary", "+91 00000 00012", "incoming-secretary@example.org"),
    term(currentYear + 1, "foundation_chair", "Demo Incoming Foundation Chair", "+91 00000 00013", ""),
  ];
}

/** A flat illustration with the word DEMO, so a generated picture is never mistaken for a photo. */
export async function demoImage(width: number, height: number, hue: number, label: string): Promise<Buffer> {
  const safe = label.replace(/[<>&]/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},65%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,28%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.18}" fill="hsl(${(hue + 180) % 360},80%,70%)" opacity="0.55"/>
<path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.6} ${width * 0.6} ${height * 0.76} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="#ffffff" opacity="0.18"/>
<text x="50%" y="48%" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 9)}" font-weight="700" fill="#fff">${safe}</text>
<text x="50%" y="62%" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 16)}" fill="#fff" opacity="0.85">DEMO IMAGE</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface DemoEvent {
  kind: "club-meeting" | "service-project" | "fundraiser" | "fellowship" | "district-event";
  /** Days from the first start (India's date), and the time there ("19:00"); null: all day. */
  day: number;
  start: string | null;
  end: string | null;
  /** All-day events: how many days. */
  days?: number;
  weekly?: boolean;
  titles: Record<Locale, string>;
  descriptions: Record<Locale, string>;
}

/**
 * Demo meetings and events, dated from the day of the first start so the
 * upcoming ones are upcoming: every title says "demo", the venue is "Demo
 * venue", and nothing names a real place, person or date of the club.
 */
export const demoEvents: DemoEvent[] = [
  {
    kind: "club-meeting",
    day: -28,
    start: "19:00",
    end: "20:30",
    weekly: true,
    titles: { en: "Weekly club meeting (demo)", ko: "주간 정기 모임 (예시)", hi: "साप्ताहिक क्लब बैठक (डेमो)" },
    descriptions: {
      en: "A demo weekly meeting: officials replace it with the club's own meeting day, time and venue.",
      ko: "예시 주간 모임입니다. 운영진이 클럽의 실제 모임 요일, 시간, 장소로 바꿔 주세요.",
      hi: "यह डेमो साप्ताहिक बैठक है: पदाधिकारी इसे क्लब की असली बैठक के दिन, समय और जगह से बदल दें।",
    },
  },
  {
    kind: "service-project",
    day: 12,
    start: "10:00",
    end: "14:00",
    titles: { en: "Blood donation camp (demo)", ko: "헌혈 캠프 (예시)", hi: "रक्तदान शिविर (डेमो)" },
    descriptions: {
      en: "A demo event. **Officials** replace the demo events with the club's own.",
      ko: "예시 행사입니다. **운영진**이 예시 행사를 클럽의 실제 행사로 바꿔 주세요.",
      hi: "यह डेमो कार्यक्रम है। **पदाधिकारी** डेमो कार्यक्रमों की जगह क्लब के अपने कार्यक्रम डालें।",
    },
  },
  {
    kind: "fundraiser",
    day: 26,
    start: "07:00",
    end: "09:00",
    titles: { en: "Charity walk (demo)", ko: "자선 걷기 대회 (예시)", hi: "चैरिटी वॉक (डेमो)" },
    descriptions: { en: "A demo event.", ko: "예시 행사입니다.", hi: "यह डेमो कार्यक्रम है।" },
  },
  {
    kind: "district-event",
    day: 47,
    start: null,
    end: null,
    days: 2,
    titles: { en: "District conference (demo)", ko: "지구 대회 (예시)", hi: "डिस्ट्रिक्ट सम्मेलन (डेमो)" },
    descriptions: {
      en: "A demo all-day event over two days.",
      ko: "이틀 동안 종일 열리는 예시 행사입니다.",
      hi: "दो दिन चलने वाला डेमो कार्यक्रम, पूरे दिन का।",
    },
  },
  {
    kind: "fellowship",
    day: -20,
    start: "19:30",
    end: "22:00",
    titles: { en: "Fellowship dinner (demo)", ko: "친교 만찬 (예시)", hi: "फ़ेलोशिप डिनर (डेमो)" },
    descriptions: { en: "A demo past event.", ko: "지난 예시 행사입니다.", hi: "यह बीत चुका डेमो कार्यक्रम है।" },
  },
  {
    kind: "service-project",
    day: -50,
    start: "08:00",
    end: "11:00",
    titles: { en: "Tree planting (demo)", ko: "나무 심기 (예시)", hi: "वृक्षारोपण (डेमो)" },
    descriptions: { en: "A demo past event.", ko: "지난 예시 행사입니다.", hi: "यह बीत चुका डेमो कार्यक्रम है।" },
  },
];

/** Why the weekly demo meeting's fifth date is cancelled, in every language. */
export const demoCancellationNote: Record<Locale, string> = {
  en: "Demo: a holiday",
  ko: "예시: 공휴일",
  hi: "डेमो: छुट्टी का दिन",
};

/** The venue of every demo event, in every language. */

export const demoVenue: Record<Locale, { venueName: string; venueAddress: string }> = {
  en: { venueName: "Demo venue", venueAddress: "Demo address (example), Uttar Pradesh" },
  ko: { venueName: "데모 행사장", venueAddress: "데모 주소 (예시), 우타르프라데시주" },
  hi: { venueName: "डेमो स्थल", venueAddress: "डेमो पता (उदाहरण), उत्तर प्रदेश" },
};
