import { useRouteLoaderData } from "react-router";
import { formatOfficialTimeIn } from "~/i18n/format";
import { defaultLocale, type Locale, languageOf } from "~/i18n/locales";
import type { RootData } from "~/i18n/root-data";
import { uploadErrorTemplates } from "~/media/upload-messages";
import type { ProjectTextName } from "~/models/project-texts";
import { fill, type Widen } from "../../types";

/**
 * The words of the officials' editing components (app/components): the
 * publish buttons, the language groups, the media picker, the project
 * fields, the version diff, the preview notice and the page editor's fields.
 * Each component picks its official's language (useRootData().locale on an
 * officials' screen).
 */
const en = {
  /** Words several screens share. */
  common: {
    cancel: "Cancel",
    untitled: "Untitled",
    /** After a time: who did it. */
    by: " by {name}",
    /** The sentence every deletion's question ends with (components/confirm-delete.tsx's goesToTrash). */
    goesToTrash: "It goes to the trash for 30 days, where an official can restore it.",
    history: "History",
    /** A save conflict's name of the draft buttons' field. */
    publishedOrDraft: "Published or draft",
  },
  /** The languages of the site, named in the official's language. */
  languageNames: { en: "English", ko: "Korean", hi: "Hindi" },
  publish: {
    saveAsDraft: "Save as draft",
    saveAndPublish: "Save and publish",
    uploading: "Uploading...",
    saving: "Saving...",
    hide: "Save and hide from visitors",
    /** What the buttons say about a project, and about an event. */
    project: {
      holdsBack: "Save as draft: visitors keep seeing the published project until you publish the changes.",
      published: "This project is published: saving shows the changes to visitors at once.",
      draft: "Save as draft: only officials see this project until it is published.",
      hideIntro: "To hide this project from visitors without deleting it:",
    },
    event: {
      holdsBack: "Save as draft: visitors keep seeing the published event until you publish the changes.",
      published: "This event is published: saving shows the changes to visitors at once.",
      draft: "Save as draft: only officials see this event until it is published.",
      hideIntro: "To hide this event from visitors without deleting it:",
    },
  },
  languageTexts: {
    /** {language}: the language's name. */
    legend: "{language} text",
    optional: " (optional)",
    emptyShowsEnglish: "Any field left empty shows the English text on the {language} pages.",
    /** One input's label: {language} then the text's name ("English title"). */
    label: "{language} {label}",
  },
  media: {
    uploaded: "Uploaded",
    description: "Photo description ({language})",
    uploadingLabel: "Uploading {label}",
    /** {file}: the file's name. */
    errors: uploadErrorTemplates,
  },
  project: {
    legend: "Project",
    code: "Project ID",
    codeHint: "Letters, digits, - and _ only. It becomes the project's address: /project/ID.",
    date: "Project date",
    videoUrl: "Video URL (YouTube)",
    cost: "Cost (₹)",
    manHours: "Man hours",
    signature: "Signature project",
    mediaLegend: "Images and video (up to 3)",
    mediaHint:
      "JPEG, PNG, WebP, AVIF or GIF images, or MP4 videos, up to 10 MB each. The first image is the card picture; videos are never used as the card picture.",
    slot: "Image or video {n}",
    slotReplace: "Image or video {n} (choose a file to replace it)",
    position: "Position of image or video {n}",
    remove: "Remove image or video {n}",
    /**
     * After the language's name in each input's label, and the history's row for each text.
     * Every declared project text (models/project-texts.ts) has one: the compiler says which is missing.
     */
    texts: {
      title: "title",
      shortNote: "short note",
      location: "location",
      description: "description",
    } satisfies Record<ProjectTextName, string>,
  },
  /** An event's texts, after the language's name. */
  eventTexts: {
    title: "title",
    venueName: "venue name",
    venueAddress: "venue address",
    description: "description (Markdown)",
    statusNote: "reason for cancelling or postponing",
  },
  diff: {
    caption: "What restoring this version would change",
    field: "Field",
    now: "Now",
    inVersion: "In version {number}",
    empty: "(empty)",
    noPhoto: "(no photo)",
  },
  content: {
    sections: "Sections of this page",
    moveUp: "Move up",
    moveDown: "Move down",
    /** {item}: "slide 2". */
    remove: "Remove {item}",
    /** {item}: "slide". */
    add: "Add a {item}",
    always: "Always {max}.",
    atMost: "At most {max}.",
    englishChanged: "English changed since this was translated.",
    translatedFrom: "The English it was translated from",
    empty: "(empty)",
    stillCorrect: "Still correct",
  },
} as const;

export type EditingCopy = Widen<typeof en>;

const ko: EditingCopy = {
  common: {
    cancel: "취소",
    untitled: "제목 없음",
    by: " ({name})",
    goesToTrash: "삭제한 항목은 휴지통에 30일 동안 보관되며, 그동안 운영진이 되살릴 수 있습니다.",
    history: "변경 이력",
    publishedOrDraft: "공개 여부",
  },
  languageNames: { en: "영어", ko: "한국어", hi: "힌디어" },
  publish: {
    saveAsDraft: "임시 저장",
    saveAndPublish: "저장하고 공개",
    uploading: "올리는 중...",
    saving: "저장하는 중...",
    hide: "저장하고 방문자에게 숨기기",
    project: {
      holdsBack: "임시 저장: 변경 사항을 공개하기 전까지 방문자에게는 지금 공개된 프로젝트가 계속 보입니다.",
      published: "공개된 프로젝트입니다. 저장하면 변경 사항이 바로 방문자에게 보입니다.",
      draft: "임시 저장: 공개하기 전까지는 운영진만 이 프로젝트를 볼 수 있습니다.",
      hideIntro: "이 프로젝트를 삭제하지 않고 방문자에게만 숨기려면:",
    },
    event: {
      holdsBack: "임시 저장: 변경 사항을 공개하기 전까지 방문자에게는 지금 공개된 행사가 계속 보입니다.",
      published: "공개된 행사입니다. 저장하면 변경 사항이 바로 방문자에게 보입니다.",
      draft: "임시 저장: 공개하기 전까지는 운영진만 이 행사를 볼 수 있습니다.",
      hideIntro: "이 행사를 삭제하지 않고 방문자에게만 숨기려면:",
    },
  },
  languageTexts: {
    legend: "{language} 내용",
    optional: " (선택)",
    emptyShowsEnglish: "비워 둔 항목은 {language} 페이지에 영어 내용으로 표시됩니다.",
    label: "{language} {label}",
  },
  media: {
    uploaded: "올림 완료",
    description: "사진 설명 ({language})",
    uploadingLabel: "{label} 올리는 중",
    errors: {
      "too-large": "“{file}” 파일이 10MB를 넘습니다. 더 작은 파일을 골라 주세요.",
      "too-many-files": "“{file}” 파일은 한도를 넘습니다. 파일은 3개까지 올릴 수 있습니다.",
      "unsupported-type":
        "“{file}” 파일은 JPEG, PNG, WebP, AVIF, GIF 이미지가 아닙니다(동영상을 올릴 수 있는 곳에서는 MP4 동영상도 됩니다).",
      "unusable-image":
        "“{file}” 파일은 쓸 수 없는 이미지입니다. 파일이 손상되었거나 5천만 화소보다 큽니다. 다른 파일을 골라 주세요.",
      failed: "“{file}” 파일을 올리지 못했습니다. 다시 시도해 주세요.",
    },
  },
  project: {
    legend: "프로젝트",
    code: "프로젝트 ID",
    codeHint: "영문자, 숫자, -, _만 쓸 수 있습니다. 프로젝트 페이지 주소(/project/ID)가 됩니다.",
    date: "프로젝트 날짜",
    videoUrl: "동영상 주소(YouTube)",
    cost: "비용(₹)",
    manHours: "봉사 시간(인원×시간)",
    signature: "대표 프로젝트",
    mediaLegend: "사진과 동영상(3개까지)",
    mediaHint:
      "JPEG, PNG, WebP, AVIF, GIF 이미지나 MP4 동영상을 파일당 10MB까지 올릴 수 있습니다. 첫 번째 이미지가 카드 사진이 되며, 동영상은 카드 사진으로 쓰이지 않습니다.",
    slot: "사진 또는 동영상 {n}",
    slotReplace: "사진 또는 동영상 {n} (바꾸려면 파일을 고르세요)",
    position: "사진 또는 동영상 {n}의 순서",
    remove: "사진 또는 동영상 {n} 삭제",
    texts: { title: "제목", shortNote: "짧은 소개", location: "장소", description: "설명" },
  },
  eventTexts: {
    title: "제목",
    venueName: "장소 이름",
    venueAddress: "장소 주소",
    description: "설명(Markdown)",
    statusNote: "취소 또는 연기 사유",
  },
  diff: {
    caption: "이 버전으로 되돌리면 바뀌는 내용",
    field: "항목",
    now: "현재",
    inVersion: "버전 {number}",
    empty: "(비어 있음)",
    noPhoto: "(사진 없음)",
  },
  content: {
    sections: "이 페이지의 구성",
    moveUp: "위로 이동",
    moveDown: "아래로 이동",
    remove: "{item} 삭제",
    add: "{item} 추가",
    always: "항상 {max}개입니다.",
    atMost: "최대 {max}개까지입니다.",
    englishChanged: "번역한 뒤에 영어 원문이 바뀌었습니다.",
    translatedFrom: "번역할 때의 영어 원문",
    empty: "(비어 있음)",
    stillCorrect: "번역이 여전히 맞음",
  },
};

const hi: EditingCopy = {
  common: {
    cancel: "रद्द करें",
    untitled: "बिना शीर्षक",
    by: " ({name} द्वारा)",
    goesToTrash: "यह 30 दिन तक ट्रैश में रहेगा, जहाँ से कोई भी पदाधिकारी इसे वापस ला सकता है।",
    history: "इतिहास",
    publishedOrDraft: "प्रकाशित या ड्राफ़्ट",
  },
  languageNames: { en: "अंग्रेज़ी", ko: "कोरियाई", hi: "हिंदी" },
  publish: {
    saveAsDraft: "ड्राफ़्ट के रूप में सेव करें",
    saveAndPublish: "सेव करके प्रकाशित करें",
    uploading: "अपलोड हो रहा है...",
    saving: "सेव हो रहा है...",
    hide: "सेव करें और विज़िटरों से छिपाएँ",
    project: {
      holdsBack:
        "ड्राफ़्ट के रूप में सेव करने पर, जब तक आप बदलाव प्रकाशित नहीं करते, विज़िटरों को पहले से प्रकाशित परियोजना ही दिखती रहेगी।",
      published: "यह परियोजना प्रकाशित है: सेव करते ही बदलाव विज़िटरों को दिखने लगेंगे।",
      draft: "ड्राफ़्ट के रूप में सेव करने पर, प्रकाशित होने तक यह परियोजना केवल पदाधिकारी देख सकेंगे।",
      hideIntro: "इस परियोजना को हटाए बिना विज़िटरों से छिपाने के लिए:",
    },
    event: {
      holdsBack:
        "ड्राफ़्ट के रूप में सेव करने पर, जब तक आप बदलाव प्रकाशित नहीं करते, विज़िटरों को पहले से प्रकाशित कार्यक्रम ही दिखता रहेगा।",
      published: "यह कार्यक्रम प्रकाशित है: सेव करते ही बदलाव विज़िटरों को दिखने लगेंगे।",
      draft: "ड्राफ़्ट के रूप में सेव करने पर, प्रकाशित होने तक यह कार्यक्रम केवल पदाधिकारी देख सकेंगे।",
      hideIntro: "इस कार्यक्रम को हटाए बिना विज़िटरों से छिपाने के लिए:",
    },
  },
  languageTexts: {
    legend: "{language} में जानकारी",
    optional: " (वैकल्पिक)",
    emptyShowsEnglish: "जो फ़ील्ड खाली छोड़ेंगे, वहाँ {language} पेजों पर अंग्रेज़ी वाली जानकारी दिखेगी।",
    label: "{label} ({language})",
  },
  media: {
    uploaded: "अपलोड हो गया",
    description: "फ़ोटो का विवरण ({language})",
    uploadingLabel: "{label} अपलोड हो रहा है",
    errors: {
      "too-large": "“{file}” 10 MB से बड़ी है। कोई छोटी फ़ाइल चुनें।",
      "too-many-files": "“{file}” एक फ़ाइल ज़्यादा है: ज़्यादा से ज़्यादा 3 फ़ाइलें ही चल सकती हैं।",
      "unsupported-type":
        "“{file}” JPEG, PNG, WebP, AVIF या GIF तस्वीर नहीं है (जहाँ वीडियो की अनुमति है, वहाँ MP4 वीडियो भी चलता है)।",
      "unusable-image": "“{file}” काम की तस्वीर नहीं है: फ़ाइल खराब है या 50 मेगापिक्सेल से बड़ी है। कोई दूसरी फ़ाइल चुनें।",
      failed: "“{file}” अपलोड नहीं हो पाई। कृपया फिर से कोशिश करें।",
    },
  },
  project: {
    legend: "परियोजना",
    code: "परियोजना ID",
    codeHint: "केवल अंग्रेज़ी अक्षर, अंक, - और _ चलेंगे। यही परियोजना का पता बनेगा: /project/ID",
    date: "परियोजना की तारीख",
    videoUrl: "वीडियो का पता (YouTube)",
    cost: "लागत (₹)",
    manHours: "श्रम-घंटे",
    signature: "सिग्नेचर परियोजना",
    mediaLegend: "तस्वीरें और वीडियो (अधिकतम 3)",
    mediaHint:
      "JPEG, PNG, WebP, AVIF या GIF तस्वीरें, या MP4 वीडियो, हर एक 10 MB तक। पहली तस्वीर कार्ड पर दिखती है; वीडियो कभी कार्ड की तस्वीर नहीं बनता।",
    slot: "तस्वीर या वीडियो {n}",
    slotReplace: "तस्वीर या वीडियो {n} (बदलने के लिए नई फ़ाइल चुनें)",
    position: "तस्वीर या वीडियो {n} का क्रम",
    remove: "तस्वीर या वीडियो {n} हटाएँ",
    texts: { title: "शीर्षक", shortNote: "छोटा परिचय", location: "स्थान", description: "विवरण" },
  },
  eventTexts: {
    title: "शीर्षक",
    venueName: "स्थान का नाम",
    venueAddress: "स्थान का पता",
    description: "विवरण (Markdown)",
    statusNote: "रद्द या स्थगित करने का कारण",
  },
  diff: {
    caption: "यह संस्करण वापस लाने पर क्या बदलेगा",
    field: "फ़ील्ड",
    now: "अभी",
    inVersion: "संस्करण {number} में",
    empty: "(खाली)",
    noPhoto: "(कोई फ़ोटो नहीं)",
  },
  content: {
    sections: "इस पेज के हिस्से",
    moveUp: "ऊपर ले जाएँ",
    moveDown: "नीचे ले जाएँ",
    remove: "{item} हटाएँ",
    add: "एक और {item} जोड़ें",
    always: "हमेशा {max}।",
    atMost: "अधिकतम {max}।",
    englishChanged: "अनुवाद के बाद अंग्रेज़ी पाठ बदल गया है।",
    translatedFrom: "जिस अंग्रेज़ी से अनुवाद किया गया था",
    empty: "(खाली)",
    stillCorrect: "अनुवाद अब भी सही है",
  },
};

export const editingCopy: Record<Locale, EditingCopy> = { en, ko, hi };

/**
 * The words of the page's language: the official's on an officials' screen, the
 * page's elsewhere (a member's photo on their own page); English outside the app's
 * router (a component's test) or for a language without its words yet.
 */
export function useEditingCopy(): EditingCopy & { locale: Locale } {
  const locale = (useRouteLoaderData("root") as RootData | undefined)?.locale ?? defaultLocale;
  return { ...(editingCopy[locale] ?? editingCopy.en), locale };
}

/**
 * An instant on an officials' screen, in India time: "26 November 2026, 4:29 pm"
 * (formatOfficialTime) in English, "2026년 11월 26일 오후 4:29", "26 नवंबर 2026, शाम 4:29 बजे".
 */
export const officialTime = formatOfficialTimeIn;

/** A language of the site named in the catalogue's language; a language it does not name yet, by its English name. */
export function languageName(copy: EditingCopy, code: Locale): string {
  return copy.languageNames[code] ?? languageOf(code).englishName;
}

/**
 * A form's translate function (parseWithSchema, useOfficialForm): each English
 * sentence of `english` becomes the same key's sentence of `local`. A sentence
 * with {placeholders} ("Keep it under {max} characters.") matches any values
 * and carries them over. Anything else stays as it is.
 */
export function translatorOf<Key extends string>(
  english: Readonly<Record<Key, string>>,
  local: Readonly<Record<Key, string>>,
): (message: string) => string {
  const exact = new Map<string, string>();
  const patterns: { pattern: RegExp; names: string[]; local: string }[] = [];
  for (const key of Object.keys(english) as Key[]) {
    const source = english[key];
    if (!/\{\w+\}/.test(source)) {
      exact.set(source, local[key]);
      continue;
    }
    const names: string[] = [];
    const body = source
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.*?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    patterns.push({ pattern: new RegExp(`^${body}$`, "s"), names, local: local[key] });
  }
  return (message) => {
    const found = exact.get(message);
    if (found !== undefined) return found;
    for (const { pattern, names, local: template } of patterns) {
      const match = pattern.exec(message);
      if (match) return fill(template, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ""])));
    }
    return message;
  };
}

/** Several translate functions in turn: the first that changes the message wins. */
export function firstOf(...translators: ((message: string) => string)[]): (message: string) => string {
  return (message) => {
    for (const translate of translators) {
      const translated = translate(message);
      if (translated !== message) return translated;
    }
    return message;
  };
}
