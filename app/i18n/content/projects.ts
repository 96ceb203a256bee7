import type { Locale } from "../locale";
import type { Widen } from "../types";

/** Copy of the two project lists (all projects, signature projects). */
const en = {
  lists: {
    all: {
      heading: "Projects",
      intro: "Service projects our members have planned, funded and carried out, newest first.",
      description: "Service projects of our Rotary club in Uttar Pradesh: schools, health camps, clean water and more.",
      empty: "No projects have been published yet. Please check back soon.",
    },
    signature: {
      heading: "Signature Projects",
      intro: "Our signature projects are the flagship work the club returns to and builds on year after year.",
      description: "The signature projects of our Rotary club in Uttar Pradesh, India.",
      empty: "No signature projects have been published yet. Please check back soon.",
    },
  },
  untitled: "Untitled",
  pageTitle: "{title}, page {page}",
  /** Shown to signed-in officials only; the screens they lead to are in English. */
  official: {
    label: "Officials' tools",
    editProjects: "Edit Projects",
    addProject: "+ Add Project",
    removeProject: "− Remove Project",
    removeSignature: "− Remove Signature Project",
  },
  pagination: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    status: "Page {page} of {pages}",
  },
} as const;

export type ProjectsContent = Widen<typeof en>;

const ko: ProjectsContent = {
  lists: {
    all: {
      heading: "봉사 프로젝트",
      intro: "회원들이 직접 계획하고 기금을 모아 실천한 봉사 프로젝트를 최신순으로 소개합니다.",
      description: "인도 우타르프라데시에 있는 우리 로타리 클럽의 봉사 프로젝트: 학교 지원, 건강 캠프, 깨끗한 물 등.",
      empty: "아직 소개할 프로젝트가 없습니다. 곧 새 소식을 전해 드리겠습니다.",
    },
    signature: {
      heading: "대표 프로젝트",
      intro: "대표 프로젝트는 우리 클럽이 해마다 힘을 모아 이어 가고 키워 가는 핵심 봉사 활동입니다.",
      description: "인도 우타르프라데시에 있는 우리 로타리 클럽의 대표 프로젝트를 소개합니다.",
      empty: "아직 소개할 대표 프로젝트가 없습니다. 곧 새 소식을 전해 드리겠습니다.",
    },
  },
  untitled: "제목 없음",
  pageTitle: "{title} {page}페이지",
  official: {
    label: "임원 도구",
    editProjects: "프로젝트 수정",
    addProject: "+ 프로젝트 추가",
    removeProject: "− 프로젝트 삭제",
    removeSignature: "− 대표 프로젝트에서 제외",
  },
  pagination: {
    label: "페이지 이동",
    previous: "이전 페이지",
    next: "다음 페이지",
    status: "전체 {pages}페이지 중 {page}페이지",
  },
};

const hi: ProjectsContent = {
  lists: {
    all: {
      heading: "परियोजनाएँ",
      intro: "हमारे सदस्यों द्वारा योजना बनाकर, ख़र्च उठाकर और पूरी की गई सेवा परियोजनाएँ, सबसे नई पहले।",
      description: "उत्तर प्रदेश के हमारे रोटरी क्लब की सेवा परियोजनाएँ: स्कूल, स्वास्थ्य शिविर, साफ़ पानी और बहुत कुछ।",
      empty: "अभी तक कोई परियोजना प्रकाशित नहीं हुई है। कृपया जल्द ही फिर देखें।",
    },
    signature: {
      heading: "प्रमुख परियोजनाएँ",
      intro: "प्रमुख परियोजनाएँ क्लब का वह ख़ास काम हैं, जिसे हम साल-दर-साल आगे बढ़ाते हैं।",
      description: "उत्तर प्रदेश, भारत के हमारे रोटरी क्लब की प्रमुख परियोजनाएँ।",
      empty: "अभी तक कोई प्रमुख परियोजना प्रकाशित नहीं हुई है। कृपया जल्द ही फिर देखें।",
    },
  },
  untitled: "बिना शीर्षक",
  pageTitle: "{title}, पेज {page}",
  official: {
    label: "पदाधिकारियों के साधन",
    editProjects: "परियोजनाएँ बदलें",
    addProject: "+ परियोजना जोड़ें",
    removeProject: "− परियोजना हटाएँ",
    removeSignature: "− प्रमुख परियोजना हटाएँ",
  },
  pagination: {
    label: "पेज",
    previous: "पिछला पेज",
    next: "अगला पेज",
    status: "पेज {page} / {pages}",
  },
};

export const projectsContent: Record<Locale, ProjectsContent> = { en, ko, hi };
