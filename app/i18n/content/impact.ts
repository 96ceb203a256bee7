import type { Locale } from "../locale";
import type { Widen } from "../types";

/**
 * Impact at a glance: About's chart and the home page's strip. The strip's
 * heading names a landmark: it must differ from the home carousel's label.
 */
const en = {
  heading: "Impact at a glance",
  intro: "Per Rotary year (1 July to 30 June), counted from the projects published on this site.",
  caption: "Projects, man-hours and rupees spent per Rotary year",
  year: "Rotary year",
  projects: "Projects",
  manHours: "Man-hours",
  rupees: "Rupees spent",
  none: "No projects have been published yet.",
  stripHeading: "Our impact",
  stripRange: "Rotary years {first} to {last}",
  stripOne: "Rotary year {first}",
  stripLink: "Impact per Rotary year",
  raisedLabel: "Given this Rotary year",
  raised: "Donors have given {amount} to the club this Rotary year ({year}).",
};

export type ImpactContent = Widen<typeof en>;

const ko: ImpactContent = {
  heading: "한눈에 보는 봉사 성과",
  intro: "로타리 연도(7월 1일~이듬해 6월 30일)별로, 이 사이트에 게시된 프로젝트를 바탕으로 집계했습니다.",
  caption: "로타리 연도별 프로젝트 수, 봉사 시간, 사용 금액",
  year: "로타리 연도",
  projects: "프로젝트 수",
  manHours: "봉사 시간(인시)",
  rupees: "사용 금액(루피)",
  none: "아직 게시된 프로젝트가 없습니다.",
  stripHeading: "우리의 봉사 성과",
  stripRange: "로타리 연도 {first}~{last}",
  stripOne: "로타리 연도 {first}",
  stripLink: "로타리 연도별 성과 보기",
  raisedLabel: "이번 로타리 연도 후원금",
  raised: "이번 로타리 연도({year})에 후원자들이 클럽에 보내 주신 금액은 {amount}입니다.",
};

const hi: ImpactContent = {
  heading: "एक नज़र में हमारा प्रभाव",
  intro: "रोटरी वर्ष (1 जुलाई से 30 जून) के अनुसार, इस साइट पर प्रकाशित परियोजनाओं से गिना गया।",
  caption: "रोटरी वर्ष के अनुसार परियोजनाएँ, श्रम-घंटे और ख़र्च की गई राशि",
  year: "रोटरी वर्ष",
  projects: "परियोजनाएँ",
  manHours: "श्रम-घंटे",
  rupees: "ख़र्च (रुपये)",
  none: "अभी तक कोई परियोजना प्रकाशित नहीं हुई है।",
  stripHeading: "हमारा प्रभाव",
  stripRange: "रोटरी वर्ष {first} से {last} तक",
  stripOne: "रोटरी वर्ष {first}",
  stripLink: "रोटरी वर्ष के अनुसार प्रभाव देखें",
  raisedLabel: "इस रोटरी वर्ष मिला दान",
  raised: "इस रोटरी वर्ष ({year}) में दानदाताओं ने क्लब को {amount} दिए हैं।",
};

export const impactContent: Record<Locale, ImpactContent> = { en, ko, hi };
