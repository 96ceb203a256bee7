import { localizedField } from "~/forms/locale-fields";
import { projectFieldLabel, projectFormMessages } from "~/forms/project";
import { locales } from "~/i18n/locales";
import { projectTextNames } from "~/models/project-texts";
import { hi as hiCatalogue } from "../../hi";
import { ko as koCatalogue } from "../../ko";
import type { Locale } from "../../locale";
import { fill, type Widen } from "../../types";
import { editingCopy, languageName } from "./editing";

/**
 * The officials' project screens: the new-project form, the projects table
 * with its dialogs, and the two delete-by-ID pages (routes/admin/project-form.tsx,
 * project-table.tsx, delete-project.tsx, delete-signature-project.tsx).
 * {time} in a sentence is drawn as a <time> element, {title} and {code} in bold where marked.
 */
const en = {
  /** The project forms' messages (forms/project.ts), for translatorOf. */
  messages: projectFormMessages,
  common: editingCopy.en.common,
  /** The languages a project is translated into, in the table. */
  languageNames: editingCopy.en.languageNames,
  form: {
    title: "New Project",
    viewProject: "View project {code}",
    draftSaved: "Draft saved: only officials can see it until it is published.",
    submittedSignature: "Project submitted as Signature",
    submitted: "Project submitted",
    failed: "Failed to save the project.",
  },
  table: {
    metaTitle: "Projects table",
    title: "Projects",
    notices: {
      updated: "Project updated: visitors see it now.",
      deleted: "Project deleted. It is in the trash for 30 days.",
      "draft-saved": "Draft saved: visitors still see the published project.",
      published: "The waiting changes are published: visitors see them now.",
      discarded: "The waiting changes are thrown away: the published project stays as it was.",
    },
    statuses: {
      all: "All projects",
      draft: "Drafts",
      changes: "Published, with unpublished changes",
      published: "Published, nothing waiting",
    },
    draft: "Draft",
    withChanges: "Published, with unpublished changes",
    published: "Published",
    columns: {
      code: "Project ID",
      title: "Title (English)",
      date: "Date",
      signature: "Signature",
      translated: "Translated into",
      status: "Status",
    },
    yes: "Yes",
    no: "No",
    /** {status}: one of `statuses`. */
    caption: "{status}, newest first",
    none: "No projects yet.",
    noneMatch: "No projects match.",
    pages: "Project pages",
    editTitle: "Edit {code}",
    deleteTitle: "Delete project",
    add: "+ Add Project",
    remove: "− Remove Project",
    show: "Show",
    countOne: "1 project, newest first.",
    countMany: "{count} projects, newest first.",
    deleteFailed: "Failed to delete project.",
    noDraft: "This project has no draft any more.",
    publishFailed: "Failed to publish the draft.",
    discardFailed: "Failed to discard the draft.",
    gone: "This project no longer exists.",
    updateFailed: "Failed to update project.",
    /** {by}: common.by, or nothing. */
    pending:
      "This project has changes waiting, saved as a draft {time}{by}: the form below shows them. Visitors still see the published project.",
    previewPending: "Preview the waiting changes (in a new tab)",
    throwAway: "Throw away waiting changes",
    publishing: "Publishing...",
    publishPending: "Publish waiting changes",
    /** {title} in bold. */
    deleteQuestion:
      "Delete {title} ({code})? Its texts in every language, photos, history and old addresses go with it.",
    deleting: "Deleting...",
    delete: "Delete",
    discardTitle: "Throw away the waiting changes?",
    /** {code} in bold. */
    discardQuestion:
      "Throw away the changes to {code} saved as a draft {time}{by}? Visitors keep seeing the published project.",
    discard: "Throw away",
    discarding: "Throwing away...",
  },
  deleteProject: {
    title: "Delete Project",
    field: "Project ID",
    intro:
      "Deletes the project with this Project ID, with its texts in every language, from every list. It goes to the trash for 30 days.",
    submit: "Delete Project",
    busy: "Deleting...",
    confirmTitle: "Delete this project?",
    /** {projects}: the projects found, in bold. */
    question: "Delete {projects} from every list, in every language?",
    confirm: "Confirm",
    noMatch: "No documents found to delete.",
    doneOne: "1 project deleted. It is in the trash for 30 days.",
    doneMany: "{count} projects deleted. They are in the trash for 30 days.",
    failed: "Failed to delete project.",
  },
  signature: {
    title: "Remove from Signature Projects",
    field: "Project ID",
    /** {link}: a link to the delete page, named `deleteLink`. */
    intro:
      "Takes the project with this Project ID off the signature projects list. The project itself stays in the projects list; to delete it, use {link}.",
    deleteLink: "Delete Project",
    submit: "Remove Signature Mark",
    busy: "Deleting...",
    confirmTitle: "Remove the signature mark?",
    question:
      "Take {projects} off the signature projects list, in every language? It stays in the projects list, and can be marked again from the projects table.",
    confirm: "Confirm",
    noMatch: "No documents found to delete.",
    doneOne: "Signature mark removed from 1 project.",
    doneMany: "Signature mark removed from {count} projects.",
    failed: "Failed to remove the signature mark.",
  },
} as const;

export type ProjectsCopy = Widen<typeof en>;

const ko: ProjectsCopy = {
  common: editingCopy.ko.common,
  languageNames: editingCopy.ko.languageNames,
  messages: {
    idRequired: "프로젝트 ID를 입력해 주세요.",
    idTooLong: "프로젝트 ID는 60자를 넘을 수 없습니다.",
    idCharacters: "프로젝트 ID에는 영문자, 숫자, -, _만 쓸 수 있습니다.",
    validId: "올바른 프로젝트 ID를 입력해 주세요.",
    dateRequired: "프로젝트 날짜를 입력해 주세요.",
    dateInvalid: "프로젝트 날짜를 날짜 형식(YYYY-MM-DD)으로 입력해 주세요.",
    videoTooLong: "동영상 주소는 500자를 넘을 수 없습니다.",
    videoNotYouTube: koCatalogue.projectForm.videoUrlNotYouTube,
    cost: "비용은 0 이상의 루피 금액을 정수로 입력해 주세요.",
    manHours: "봉사 시간은 0 이상의 정수로 입력해 주세요.",
    keepUnder: "{max}자 이내로 입력해 주세요.",
    duplicate: "ID가 {code}인 프로젝트가 이미 있습니다.",
    uploadFailed: "올리지 못했습니다. 다시 시도해 주세요.",
    uploadTooLarge: editingCopy.ko.media.errors["too-large"],
    uploadTooMany: editingCopy.ko.media.errors["too-many-files"],
    uploadType: editingCopy.ko.media.errors["unsupported-type"],
    uploadUnusable: editingCopy.ko.media.errors["unusable-image"],
    uploadFailedFor: editingCopy.ko.media.errors.failed,
  },
  form: {
    title: "새 프로젝트",
    viewProject: "프로젝트 {code} 보기",
    draftSaved: "임시 저장했습니다. 공개하기 전까지는 운영진만 볼 수 있습니다.",
    submittedSignature: "대표 프로젝트로 등록했습니다.",
    submitted: "프로젝트를 등록했습니다.",
    failed: "프로젝트를 저장하지 못했습니다.",
  },
  table: {
    metaTitle: "프로젝트 목록",
    title: "프로젝트",
    notices: {
      updated: "프로젝트를 수정했습니다. 이제 방문자에게 보입니다.",
      deleted: "프로젝트를 삭제했습니다. 휴지통에 30일 동안 보관됩니다.",
      "draft-saved": "임시 저장했습니다. 방문자에게는 계속 공개된 프로젝트가 보입니다.",
      published: "대기 중이던 변경 사항을 공개했습니다. 이제 방문자에게 보입니다.",
      discarded: "대기 중이던 변경 사항을 버렸습니다. 공개된 프로젝트는 그대로입니다.",
    },
    statuses: {
      all: "모든 프로젝트",
      draft: "임시 저장본",
      changes: "공개됨, 공개 전 변경 사항 있음",
      published: "공개됨, 대기 중인 변경 없음",
    },
    draft: "임시 저장",
    withChanges: "공개됨, 공개 전 변경 사항 있음",
    published: "공개됨",
    columns: {
      code: "프로젝트 ID",
      title: "제목(영어)",
      date: "날짜",
      signature: "대표 프로젝트",
      translated: "번역된 언어",
      status: "상태",
    },
    yes: "예",
    no: "아니요",
    caption: "{status}, 최신순",
    none: "아직 프로젝트가 없습니다.",
    noneMatch: "조건에 맞는 프로젝트가 없습니다.",
    pages: "프로젝트 목록 페이지",
    editTitle: "{code} 수정",
    deleteTitle: "프로젝트 삭제",
    add: "+ 프로젝트 추가",
    remove: "− 프로젝트 삭제",
    show: "보기",
    countOne: "프로젝트 1개, 최신순.",
    countMany: "프로젝트 {count}개, 최신순.",
    deleteFailed: "프로젝트를 삭제하지 못했습니다.",
    noDraft: "이 프로젝트에는 이제 임시 저장본이 없습니다.",
    publishFailed: "임시 저장본을 공개하지 못했습니다.",
    discardFailed: "임시 저장본을 버리지 못했습니다.",
    gone: "이 프로젝트는 더 이상 없습니다.",
    updateFailed: "프로젝트를 수정하지 못했습니다.",
    pending:
      "{time}{by}에 임시 저장된, 아직 공개하지 않은 변경 사항이 있습니다. 아래 양식에 그 내용이 표시되어 있으며, 방문자에게는 계속 공개된 프로젝트가 보입니다.",
    previewPending: "대기 중인 변경 사항 미리 보기(새 탭)",
    throwAway: "대기 중인 변경 사항 버리기",
    publishing: "공개하는 중...",
    publishPending: "대기 중인 변경 사항 공개",
    deleteQuestion:
      "{title}({code})을(를) 삭제하시겠습니까? 모든 언어의 내용, 사진, 변경 이력, 예전 주소도 함께 삭제됩니다.",
    deleting: "삭제하는 중...",
    delete: "삭제",
    discardTitle: "대기 중인 변경 사항을 버리시겠습니까?",
    discardQuestion:
      "{time}{by}에 임시 저장된 {code}의 변경 사항을 버리시겠습니까? 방문자에게는 계속 공개된 프로젝트가 보입니다.",
    discard: "버리기",
    discarding: "버리는 중...",
  },
  deleteProject: {
    title: "프로젝트 삭제",
    field: "프로젝트 ID",
    intro:
      "이 프로젝트 ID의 프로젝트를 모든 언어의 내용과 함께 모든 목록에서 삭제합니다. 삭제한 프로젝트는 휴지통에 30일 동안 보관됩니다.",
    submit: "프로젝트 삭제",
    busy: "삭제하는 중...",
    confirmTitle: "이 프로젝트를 삭제하시겠습니까?",
    question: "{projects}을(를) 모든 언어, 모든 목록에서 삭제하시겠습니까?",
    confirm: "확인",
    noMatch: "삭제할 프로젝트를 찾지 못했습니다.",
    doneOne: "프로젝트 1개를 삭제했습니다. 휴지통에 30일 동안 보관됩니다.",
    doneMany: "프로젝트 {count}개를 삭제했습니다. 휴지통에 30일 동안 보관됩니다.",
    failed: "프로젝트를 삭제하지 못했습니다.",
  },
  signature: {
    title: "대표 프로젝트에서 빼기",
    field: "프로젝트 ID",
    intro:
      "이 프로젝트 ID의 프로젝트를 대표 프로젝트 목록에서 뺍니다. 프로젝트 자체는 프로젝트 목록에 그대로 남습니다. 프로젝트를 삭제하려면 {link}를 이용하세요.",
    deleteLink: "프로젝트 삭제",
    submit: "대표 프로젝트 표시 해제",
    busy: "처리하는 중...",
    confirmTitle: "대표 프로젝트 표시를 해제하시겠습니까?",
    question:
      "{projects}을(를) 모든 언어의 대표 프로젝트 목록에서 빼시겠습니까? 프로젝트 목록에는 그대로 남으며, 프로젝트 목록 화면에서 다시 대표 프로젝트로 표시할 수 있습니다.",
    confirm: "확인",
    noMatch: "해당하는 프로젝트를 찾지 못했습니다.",
    doneOne: "프로젝트 1개의 대표 프로젝트 표시를 해제했습니다.",
    doneMany: "프로젝트 {count}개의 대표 프로젝트 표시를 해제했습니다.",
    failed: "대표 프로젝트 표시를 해제하지 못했습니다.",
  },
};

const hi: ProjectsCopy = {
  common: editingCopy.hi.common,
  languageNames: editingCopy.hi.languageNames,
  messages: {
    idRequired: "परियोजना ID ज़रूरी है।",
    idTooLong: "परियोजना ID 60 अक्षरों से कम रखें।",
    idCharacters: "परियोजना ID में केवल अंग्रेज़ी अक्षर, अंक, - और _ ही लिखें।",
    validId: "कृपया सही परियोजना ID लिखें।",
    dateRequired: "परियोजना की तारीख ज़रूरी है।",
    dateInvalid: "परियोजना की तारीख सही रूप में लिखें (YYYY-MM-DD)।",
    videoTooLong: "वीडियो का पता 500 अक्षरों से कम रखें।",
    videoNotYouTube: hiCatalogue.projectForm.videoUrlNotYouTube,
    cost: "लागत रुपयों में पूरी संख्या हो: 0 या उससे ज़्यादा।",
    manHours: "श्रम-घंटे पूरी संख्या में हों: 0 या उससे ज़्यादा।",
    keepUnder: "इसे {max} अक्षरों से कम रखें।",
    duplicate: "{code} ID वाली परियोजना पहले से मौजूद है।",
    uploadFailed: "अपलोड नहीं हो पाया। कृपया फिर से कोशिश करें।",
    uploadTooLarge: editingCopy.hi.media.errors["too-large"],
    uploadTooMany: editingCopy.hi.media.errors["too-many-files"],
    uploadType: editingCopy.hi.media.errors["unsupported-type"],
    uploadUnusable: editingCopy.hi.media.errors["unusable-image"],
    uploadFailedFor: editingCopy.hi.media.errors.failed,
  },
  form: {
    title: "नई परियोजना",
    viewProject: "परियोजना {code} देखें",
    draftSaved: "ड्राफ़्ट सेव हो गया: प्रकाशित होने तक इसे केवल पदाधिकारी देख सकते हैं।",
    submittedSignature: "परियोजना सिग्नेचर परियोजना के रूप में जुड़ गई",
    submitted: "परियोजना जुड़ गई",
    failed: "परियोजना सेव नहीं हो पाई।",
  },
  table: {
    metaTitle: "परियोजनाओं की तालिका",
    title: "परियोजनाएँ",
    notices: {
      updated: "परियोजना अपडेट हो गई: अब विज़िटर इसे देख रहे हैं।",
      deleted: "परियोजना हटा दी गई। यह 30 दिन तक ट्रैश में रहेगी।",
      "draft-saved": "ड्राफ़्ट सेव हो गया: विज़िटरों को अभी भी प्रकाशित परियोजना ही दिख रही है।",
      published: "रुके हुए बदलाव प्रकाशित हो गए: अब विज़िटर उन्हें देख रहे हैं।",
      discarded: "रुके हुए बदलाव हटा दिए गए: प्रकाशित परियोजना जैसी थी वैसी ही है।",
    },
    statuses: {
      all: "सभी परियोजनाएँ",
      draft: "ड्राफ़्ट",
      changes: "प्रकाशित, पर कुछ बदलाव अभी प्रकाशित नहीं",
      published: "प्रकाशित, कोई बदलाव बाकी नहीं",
    },
    draft: "ड्राफ़्ट",
    withChanges: "प्रकाशित, पर कुछ बदलाव अभी प्रकाशित नहीं",
    published: "प्रकाशित",
    columns: {
      code: "परियोजना ID",
      title: "शीर्षक (अंग्रेज़ी)",
      date: "तारीख",
      signature: "सिग्नेचर",
      translated: "किन भाषाओं में अनुवाद",
      status: "स्थिति",
    },
    yes: "हाँ",
    no: "नहीं",
    caption: "{status}, सबसे नई पहले",
    none: "अभी कोई परियोजना नहीं है।",
    noneMatch: "कोई परियोजना मेल नहीं खाती।",
    pages: "परियोजनाओं के पेज",
    editTitle: "{code} बदलें",
    deleteTitle: "परियोजना हटाएँ",
    add: "+ परियोजना जोड़ें",
    remove: "− परियोजना हटाएँ",
    show: "दिखाएँ",
    countOne: "1 परियोजना, सबसे नई पहले।",
    countMany: "{count} परियोजनाएँ, सबसे नई पहले।",
    deleteFailed: "परियोजना हटाई नहीं जा सकी।",
    noDraft: "इस परियोजना का अब कोई ड्राफ़्ट नहीं है।",
    publishFailed: "ड्राफ़्ट प्रकाशित नहीं हो पाया।",
    discardFailed: "ड्राफ़्ट हटाया नहीं जा सका।",
    gone: "यह परियोजना अब मौजूद नहीं है।",
    updateFailed: "परियोजना अपडेट नहीं हो पाई।",
    pending:
      "इस परियोजना के कुछ बदलाव रुके हुए हैं, जो {time}{by} ड्राफ़्ट के रूप में सेव किए गए थे: नीचे के फ़ॉर्म में वही दिख रहे हैं। विज़िटरों को अभी भी प्रकाशित परियोजना ही दिखती है।",
    previewPending: "रुके हुए बदलावों का पूर्वावलोकन (नए टैब में)",
    throwAway: "रुके हुए बदलाव हटाएँ",
    publishing: "प्रकाशित हो रहा है...",
    publishPending: "रुके हुए बदलाव प्रकाशित करें",
    deleteQuestion: "{title} ({code}) हटाएँ? इसके साथ हर भाषा की जानकारी, फ़ोटो, इतिहास और पुराने पते भी हट जाएँगे।",
    deleting: "हटाया जा रहा है...",
    delete: "हटाएँ",
    discardTitle: "रुके हुए बदलाव हटाएँ?",
    discardQuestion:
      "{code} के वे बदलाव हटाएँ जो {time}{by} ड्राफ़्ट के रूप में सेव किए गए थे? विज़िटरों को प्रकाशित परियोजना ही दिखती रहेगी।",
    discard: "हटाएँ",
    discarding: "हटाया जा रहा है...",
  },
  deleteProject: {
    title: "परियोजना हटाएँ",
    field: "परियोजना ID",
    intro: "इस परियोजना ID वाली परियोजना, हर भाषा की उसकी जानकारी के साथ, हर सूची से हट जाएगी। यह 30 दिन तक ट्रैश में रहेगी।",
    submit: "परियोजना हटाएँ",
    busy: "हटाया जा रहा है...",
    confirmTitle: "यह परियोजना हटाएँ?",
    question: "{projects} को हर सूची से, हर भाषा में हटाएँ?",
    confirm: "पक्का करें",
    noMatch: "हटाने के लिए कुछ नहीं मिला।",
    doneOne: "1 परियोजना हटा दी गई। यह 30 दिन तक ट्रैश में रहेगी।",
    doneMany: "{count} परियोजनाएँ हटा दी गईं। ये 30 दिन तक ट्रैश में रहेंगी।",
    failed: "परियोजना हटाई नहीं जा सकी।",
  },
  signature: {
    title: "सिग्नेचर परियोजनाओं से हटाएँ",
    field: "परियोजना ID",
    intro:
      "इस परियोजना ID वाली परियोजना सिग्नेचर परियोजनाओं की सूची से हट जाएगी। परियोजना खुद परियोजनाओं की सूची में बनी रहेगी; उसे पूरी तरह हटाने के लिए {link} का इस्तेमाल करें।",
    deleteLink: "परियोजना हटाएँ",
    submit: "सिग्नेचर का निशान हटाएँ",
    busy: "हटाया जा रहा है...",
    confirmTitle: "सिग्नेचर का निशान हटाएँ?",
    question:
      "{projects} को हर भाषा में सिग्नेचर परियोजनाओं की सूची से हटाएँ? यह परियोजनाओं की सूची में बनी रहेगी, और परियोजनाओं की तालिका से इसे फिर से सिग्नेचर बनाया जा सकता है।",
    confirm: "पक्का करें",
    noMatch: "हटाने के लिए कुछ नहीं मिला।",
    doneOne: "1 परियोजना से सिग्नेचर का निशान हटा दिया गया।",
    doneMany: "{count} परियोजनाओं से सिग्नेचर का निशान हटा दिया गया।",
    failed: "सिग्नेचर का निशान हटाया नहीं जा सका।",
  },
};

export const projectsCopy: Record<Locale, ProjectsCopy> = { en, ko, hi };

/**
 * "Korean title", "Photo or video 2: Korean description": a project field's label by its name, for the
 * list of conflicts, in `locale` (forms/project.ts's projectFieldLabel in English).
 */
export function projectFieldLabelIn(name: string, locale: Locale): string {
  if (locale === "en") return projectFieldLabel(name);
  const words = editingCopy[locale];
  const facts: Record<string, string> = {
    code: words.project.code,
    projectDate: words.project.date,
    videoUrl: words.project.videoUrl,
    cost: words.project.cost,
    manHours: words.project.manHours,
    signature: words.project.signature,
    draft: words.common.publishedOrDraft,
  };
  if (Object.hasOwn(facts, name)) return facts[name] as string;
  const inLanguage = (label: string, code: Locale) =>
    fill(words.languageTexts.label, { language: languageName(words, code), label });
  const slot = /^media(\d)(?:_(.+))?$/.exec(name);
  if (slot) {
    const n = slot[1] ?? "";
    const what = fill(words.project.slot, { n });
    if (slot[2] === undefined || slot[2] === "remove") return what;
    if (slot[2] === "order") return fill(words.project.position, { n });
    const alt = locales.find((code) => slot[2] === localizedField("alt", code));
    if (alt) return `${what}: ${fill(words.media.description, { language: languageName(words, alt) })}`;
  }
  for (const code of locales)
    for (const text of projectTextNames)
      if (name === localizedField(text, code)) return inLanguage(words.project.texts[text], code);
  return name;
}
