import type { Messages } from "./en";

export const ko: Messages = {
  languageName: "한국어",
  skipToContent: "본문으로 건너뛰기",
  demoLabel: "데모 안내",
  demoBanner: "데모 콘텐츠입니다. 이 사이트의 이름, 연락처, 계좌 정보는 예시이며 실제 클럽 정보가 아닙니다.",
  nav: {
    label: "주 메뉴",
    home: "홈",
    about: "클럽 소개",
    members: "회원 소개",
    donate: "후원하기",
    projects: "봉사 프로젝트",
    events: "모임·행사",
    signatureProjects: "대표 프로젝트",
    join: "회원 가입",
    contact: "문의하기",
    signIn: "로그인",
    menu: "메뉴",
    language: "언어",
    logoAlt: "로타리 클럽 로고: 홈으로",
  },
  footer: {
    follow: "소셜 미디어",
    contacts: "연락처",
    president: "회장",
    secretary: "총무",
    foundationChair: "재단 위원장",
    treasurer: "회계",
    quickLinks: "바로가기",
    rotaryInternational: "국제로타리",
    copyright: "© {year} {club}. 모든 권리 보유.",
    poweredBy: "클럽 자원봉사자들이 자유 소프트웨어로 운영합니다.",
    phone: "전화",
    email: "이메일",
  },
  notFound: {
    title: "페이지를 찾을 수 없습니다",
    body: "요청하신 페이지를 찾을 수 없습니다. 주소가 바뀌었거나 잘못 입력되었을 수 있습니다.",
    home: "홈으로 가기",
  },
  forbidden: {
    title: "관리자 전용 페이지입니다",
    body: "이 페이지는 클럽 관리자만 사용할 수 있습니다. 필요하시면 관리자에게 요청해 주세요.",
    home: "홈으로 가기",
  },
  forbiddenOfficials: {
    title: "클럽 임원 전용 페이지입니다",
    body: "이 페이지는 클럽 임원을 위한 곳입니다. 회원 여러분의 페이지는 회원 공간에 있습니다.",
    home: "홈으로 가기",
  },
  forbiddenTreasurer: {
    title: "재무 담당자와 관리자 전용 페이지입니다",
    body: "이 페이지는 클럽 재무 담당자와 관리자만 사용할 수 있습니다. 필요하시면 관리자에게 요청해 주세요.",
    home: "홈으로 가기",
  },
  error: {
    title: "문제가 발생했습니다",
    body: "죄송합니다. 페이지를 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    home: "홈으로 가기",
  },
  meta: {
    appShortName: "로타리클럽",
    projectsFeed: "{club} 프로젝트",
    projectsFeedDescription: "{club}의 새 봉사 프로젝트와 수정된 프로젝트 소식입니다.",
    eventsFeed: "{club} 모임·행사",
    eventsFeedDescription: "{club}의 새 모임과 행사, 변경·취소 소식입니다(인도 시간 기준).",
    siteDescription: "인도 우타르프라데시주의 로타리 클럽(3100지구): 봉사 프로젝트, 회원 소개, 후원 및 가입 안내.",
  },
  photoForm: {
    description: "사진 설명 ({language})",
  },
  projectForm: {
    videoUrlNotYouTube:
      "동영상 주소(YouTube): YouTube 동영상 하나의 주소를 입력해 주세요. 예: youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…",
  },
};
