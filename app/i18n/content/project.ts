import type { Locale } from "../locale";
import type { Widen } from "../types";

/** Copy of the project detail page. */
const en = {
  untitled: "Untitled",
  signature: "Signature project",
  factsLabel: "Project at a glance",
  location: "Location",
  date: "Date",
  manHours: "Man hours",
  manHoursValue: "{hours} hours",
  manHoursOne: "{hours} hour",
  cost: "Cost",
  photos: {
    carousel: "Project photos",
    roleCarousel: "carousel",
    roleSlide: "slide",
    slide: "{n} of {total}",
    goTo: "Go to slide {n}",
    previous: "Previous slide",
    next: "Next slide",
    pause: "Pause the slide show",
    play: "Play the slide show",
    scrollHint: "Scroll sideways to see all {total} photos.",
  },
  descriptionHeading: "About the project",
  videoHeading: "Video",
  clipsHeading: "Videos from the project",
  playVideo: "Play video",
  watchOnYouTube: "Watch the video on YouTube",
  videoTitle: "Video: {title}",
  videoPrivacy: "The video comes from YouTube and loads only when you press play.",
  allProjects: "All projects",
} as const;

export type ProjectContent = Widen<typeof en>;

const ko: ProjectContent = {
  untitled: "제목 없음",
  signature: "대표 프로젝트",
  factsLabel: "프로젝트 개요",
  location: "장소",
  date: "날짜",
  manHours: "봉사 시간",
  manHoursValue: "{hours}시간",
  manHoursOne: "{hours}시간",
  cost: "사업비",
  photos: {
    carousel: "프로젝트 사진",
    roleCarousel: "슬라이드 쇼",
    roleSlide: "사진",
    slide: "{total}장 중 {n}번째",
    goTo: "{n}번째 사진 보기",
    previous: "이전 사진",
    next: "다음 사진",
    pause: "자동 넘김 멈추기",
    play: "자동 넘김 시작",
    scrollHint: "옆으로 밀어서 사진 {total}장을 모두 보세요.",
  },
  descriptionHeading: "프로젝트 소개",
  videoHeading: "동영상",
  clipsHeading: "프로젝트 현장 영상",
  playVideo: "동영상 재생",
  watchOnYouTube: "YouTube에서 동영상 보기",
  videoTitle: "동영상: {title}",
  videoPrivacy: "동영상은 YouTube에서 제공되며, 재생 버튼을 누를 때만 불러옵니다.",
  allProjects: "전체 프로젝트 보기",
};

const hi: ProjectContent = {
  untitled: "बिना शीर्षक",
  signature: "प्रमुख परियोजना",
  factsLabel: "परियोजना एक नज़र में",
  location: "स्थान",
  date: "तारीख़",
  manHours: "स्वयंसेवा के घंटे",
  manHoursValue: "{hours} घंटे",
  manHoursOne: "{hours} घंटा",
  cost: "लागत",
  photos: {
    carousel: "परियोजना की तस्वीरें",
    roleCarousel: "कैरोसेल",
    roleSlide: "स्लाइड",
    slide: "{total} में से {n}",
    goTo: "स्लाइड {n} पर जाएँ",
    previous: "पिछली स्लाइड",
    next: "अगली स्लाइड",
    pause: "स्लाइड शो रोकें",
    play: "स्लाइड शो चलाएँ",
    scrollHint: "सभी {total} तस्वीरें देखने के लिए बगल में स्क्रॉल करें।",
  },
  descriptionHeading: "परियोजना के बारे में",
  videoHeading: "वीडियो",
  clipsHeading: "परियोजना के वीडियो",
  playVideo: "वीडियो चलाएँ",
  watchOnYouTube: "YouTube पर वीडियो देखें",
  videoTitle: "वीडियो: {title}",
  videoPrivacy: "वीडियो YouTube से आता है और तभी लोड होता है जब आप चलाएँ दबाते हैं।",
  allProjects: "सभी परियोजनाएँ",
};

export const projectContent: Record<Locale, ProjectContent> = { en, ko, hi };

const notFoundEn = {
  title: "Project not found.",
  body: "There is no project at this address. It may have been removed, or the address may be mistyped.",
  back: "See all projects",
} as const;

/** The detail page's own 404 (shown by its error boundary, so it ships with the page). */
export const projectNotFound: Record<Locale, Widen<typeof notFoundEn>> = {
  en: notFoundEn,
  ko: {
    title: "프로젝트를 찾을 수 없습니다.",
    body: "이 주소에 해당하는 프로젝트가 없습니다. 삭제되었거나 주소가 잘못 입력되었을 수 있습니다.",
    back: "전체 프로젝트 보기",
  },
  hi: {
    title: "परियोजना नहीं मिली।",
    body: "इस पते पर कोई परियोजना नहीं है। हो सकता है उसे हटा दिया गया हो या पता लिखने में कोई चूक हुई हो।",
    back: "सभी परियोजनाएँ देखें",
  },
};
