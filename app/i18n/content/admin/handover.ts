import { officerTermFormMessages } from "~/forms/officer-term";
import type { Locale } from "../../locales";
import type { Widen } from "../../types";

/**
 * The Handover screen (routes/admin/handover.tsx): this year's and next
 * year's officers, who keeps access after their term, and the proposed past
 * presidents row. Dates and times are filled in the official's language.
 */
const en = {
  title: "Handover",
  intro:
    "A Rotary year runs from 1 July to 30 June, in India's time. The officers entered here are the only ones the site shows: the footer of every page lists this year's President, Secretary, Foundation Chair and Treasurer, and the club profile shows this year's officers.",
  thisYearHeading: "This Rotary year, {year}",
  nextYearHeading: "Next Rotary year, {year}",
  noOfficers: "No officers have been entered for {year} yet.",
  /** After an edit is saved: the office, the year, the officer. */
  saved: "✅ Saved: {office}, {year}: {name}.",
  failed: "❌ The change could not be saved. Please try again.",
  /** An officer's card. {time}: a date and time in India. */
  card: {
    demo: "Demo officer: removed with the rest of the demo content.",
    /** {access}: one of the access sentences below. */
    signsInAs: "Signs in as {email}. {access}",
    accessDoesNotEnd: "Their access does not end.",
    accessEndsWithTerm: "Their access ends with this term, on {time}.",
    accessEndsBeforeTerm: "Their access ends on {time}, before this term does.",
    accessEnds: "Their access ends on {time}.",
    /** {role}: the role invited to, with its article ("an administrator"). */
    invitedExpired:
      "Invited on {invited} as {role}; the link expired on {expired} without being used. Send the invitation again.",
    invitedPending: "Invited on {invited} as {role}, not accepted yet.",
    notOfficialYet: "Not an official yet.",
    notOfficial: "Not an official. Add their e-mail address to invite them.",
    endAccess: "End access with this term ({time})",
    keepAccess: "Keep access after the term",
    inviteAgain: "Send the invitation to {name} again",
    invite: "Invite {name}",
    edit: "Edit",
    editLabel: "Edit {office} {name}",
    remove: "Remove",
    removeLabel: "Remove {office} {name}",
  },
  /** The answers of the card's buttons. */
  access: {
    until: "✅ {email} can sign in until {time}.",
    kept: "✅ {email} keeps access after the term.",
    notFound: "That term was removed meanwhile: reload the page to see the officers as they are now.",
    noOfficial:
      "Nobody signs in with this officer's e-mail address yet: invite them first with the Invite button on their card.",
    lastOpenAccess:
      "Nobody else would be an administrator after this term: invite your successor as an administrator and, once they have accepted, end your access.",
    /** {date}: the day the invitation was sent. */
    invitationExpired:
      "{name} did not accept the invitation of {date} and its link has expired: send it again with the button on their card.",
    invitationPending:
      "{name} has not accepted the invitation yet: ask them to open the e-mail of {date}, or send it again.",
    successorExpired:
      "Your successor ({email}) did not accept the invitation and its link has expired: send it again, and end your access once they have accepted.",
    successorPending:
      "Your successor ({email}) has not accepted the invitation yet: ask them to open the e-mail, or send it again. Once they have accepted, end your access.",
    editor:
      "{email} keeps access but as an editor: make them an administrator on the Officials page (Change role), then end your access.",
    invitedAsEditor:
      "{email} was invited as an editor: invite them again as an administrator, and end your access once they have accepted.",
  },
  /** The add form and the edit dialog. */
  form: {
    heading: "Add an officer",
    rotaryYear: "Rotary year",
    thisYear: "This year, {year}",
    nextYear: "Next year, {year}",
    office: "Office",
    officeName: "Name of the office",
    officeNameHint: "For Other office only, e.g. Joint Secretary.",
    name: "Name",
    phone: "Phone",
    email: "E-mail",
    adding: "Adding...",
    submit: "Add officer",
    added: "✅ {name} added as {office} for {year}.",
    /** A year that already has the office, after adding and after editing a term. */
    duplicateAdd: "{year} already has a {office}. Remove that term first, then add the new one.",
    duplicateEdit: "{year} already has a {office}. Give this office another name, or change that term instead.",
    editTitle: "Edit {office}, {year}",
    cancel: "Cancel",
    saving: "Saving...",
    save: "Save",
  },
  removeDialog: {
    title: "Remove this term?",
    accessStays: "Their access, if they are an official, does not change.",
    remove: "Remove",
    done: "✅ The term was removed. Their access, if they are an official, has not changed.",
  },
  /** The proposed past presidents row. */
  proposal: {
    heading: "Past presidents",
    text: "The {year} Rotary year has ended and the new year has its President and Secretary, but the past presidents list has no row for {year} yet.",
    adding: "Adding...",
    submit: "Add past presidents row for {year}",
    added: "✅ {year} was added to the past presidents.",
    duplicate: "❗ {year} already has a past presidents row. Edit that row on the Members page instead.",
    /** forms/past-president.ts's sentences. */
    allFieldsRequired: "❗ All fields are required.",
    yearFormat: "Enter the Rotary year as 2025-26 or 2025-2026.",
    nameTooLong: "Keep the name under 120 characters.",
  },
  /** The officer term schemas' sentences (forms/officer-term.ts), with translatorOf. */
  messages: officerTermFormMessages,
} as const;

export type HandoverCopy = Widen<typeof en>;

const ko: HandoverCopy = {
  title: "인수인계",
  intro:
    "로타리 연도는 인도 시간 기준으로 7월 1일부터 다음 해 6월 30일까지입니다. 사이트에는 여기에 입력한 임원만 표시됩니다. 모든 페이지 하단에는 이번 연도의 회장, 총무, 재단 위원장, 재무가 나오고, 클럽 정보에는 이번 연도의 임원이 나옵니다.",
  thisYearHeading: "이번 로타리 연도 ({year})",
  nextYearHeading: "다음 로타리 연도 ({year})",
  noOfficers: "{year} 연도의 임원이 아직 입력되지 않았습니다.",
  saved: "✅ 저장했습니다: {office}, {year}: {name}.",
  failed: "❌ 변경 내용을 저장하지 못했습니다. 다시 시도해 주세요.",
  card: {
    demo: "데모 임원입니다. 다른 데모 콘텐츠와 함께 삭제됩니다.",
    signsInAs: "{email}(으)로 로그인합니다. {access}",
    accessDoesNotEnd: "접근 권한에 종료일이 없습니다.",
    accessEndsWithTerm: "접근 권한은 이 임기와 함께 {time}에 종료됩니다.",
    accessEndsBeforeTerm: "접근 권한은 이 임기가 끝나기 전인 {time}에 종료됩니다.",
    accessEnds: "접근 권한은 {time}에 종료됩니다.",
    invitedExpired:
      "{invited}에 {role} 역할로 초대했지만, 링크가 사용되지 않은 채 {expired}에 만료되었습니다. 초대를 다시 보내 주세요.",
    invitedPending: "{invited}에 {role} 역할로 초대했으며, 아직 수락하지 않았습니다.",
    notOfficialYet: "아직 운영진이 아닙니다.",
    notOfficial: "운영진이 아닙니다. 초대하려면 이메일 주소를 입력해 주세요.",
    endAccess: "이 임기와 함께 접근 권한 종료 ({time})",
    keepAccess: "임기 후에도 접근 권한 유지",
    inviteAgain: "{name}님에게 초대 다시 보내기",
    invite: "{name}님 초대",
    edit: "수정",
    editLabel: "{office} {name} 수정",
    remove: "삭제",
    removeLabel: "{office} {name} 삭제",
  },
  access: {
    until: "✅ {email}은(는) {time}까지 로그인할 수 있습니다.",
    kept: "✅ {email}은(는) 임기 후에도 접근 권한을 유지합니다.",
    notFound: "그사이에 이 임기가 삭제되었습니다. 페이지를 새로 고쳐 현재 임원을 확인해 주세요.",
    noOfficial: "아직 이 임원의 이메일 주소로 로그인하는 사람이 없습니다. 먼저 카드의 초대 버튼으로 초대해 주세요.",
    lastOpenAccess:
      "이 임기가 끝나면 관리자가 한 명도 남지 않습니다. 후임자를 관리자로 초대하고, 후임자가 수락한 뒤에 내 접근 권한을 종료해 주세요.",
    invitationExpired:
      "{name}님이 {date}에 보낸 초대를 수락하지 않았고 링크도 만료되었습니다. 카드의 버튼으로 초대를 다시 보내 주세요.",
    invitationPending:
      "{name}님이 아직 초대를 수락하지 않았습니다. {date}에 보낸 이메일을 열어 보시도록 부탁하거나, 초대를 다시 보내 주세요.",
    successorExpired:
      "후임자({email})가 초대를 수락하지 않았고 링크도 만료되었습니다. 초대를 다시 보내고, 후임자가 수락한 뒤에 내 접근 권한을 종료해 주세요.",
    successorPending:
      "후임자({email})가 아직 초대를 수락하지 않았습니다. 이메일을 열어 보시도록 부탁하거나 초대를 다시 보내 주세요. 후임자가 수락하면 내 접근 권한을 종료해 주세요.",
    editor:
      "{email}은(는) 접근 권한이 유지되지만 편집자입니다. 운영진 페이지에서 관리자로 바꾼 뒤(역할 변경) 내 접근 권한을 종료해 주세요.",
    invitedAsEditor:
      "{email}은(는) 편집자로 초대되었습니다. 관리자로 다시 초대하고, 수락한 뒤에 내 접근 권한을 종료해 주세요.",
  },
  form: {
    heading: "임원 추가",
    rotaryYear: "로타리 연도",
    thisYear: "이번 연도 ({year})",
    nextYear: "다음 연도 ({year})",
    office: "직책",
    officeName: "직책 이름",
    officeNameHint: "기타 직책일 때만 입력합니다. 예: 부총무",
    name: "이름",
    phone: "전화번호",
    email: "이메일",
    adding: "추가하는 중...",
    submit: "임원 추가",
    added: "✅ {name}님을 {year} 연도의 {office}(으)로 추가했습니다.",
    duplicateAdd: "{year} 연도에는 이미 {office}이(가) 있습니다. 먼저 그 임기를 삭제한 뒤 새로 추가해 주세요.",
    duplicateEdit:
      "{year} 연도에는 이미 {office}이(가) 있습니다. 이 직책의 이름을 바꾸거나, 기존 임기를 수정해 주세요.",
    editTitle: "{office} 수정 ({year})",
    cancel: "취소",
    saving: "저장하는 중...",
    save: "저장",
  },
  removeDialog: {
    title: "이 임기를 삭제할까요?",
    accessStays: "운영진 계정이 있더라도 그 접근 권한은 바뀌지 않습니다.",
    remove: "삭제",
    done: "✅ 임기를 삭제했습니다. 운영진 계정이 있더라도 그 접근 권한은 바뀌지 않았습니다.",
  },
  proposal: {
    heading: "역대 회장",
    text: "{year} 로타리 연도가 끝났고 새 연도의 회장과 총무도 정해졌지만, 역대 회장 목록에 아직 {year} 항목이 없습니다.",
    adding: "추가하는 중...",
    submit: "역대 회장 목록에 {year} 추가",
    added: "✅ {year} 연도를 역대 회장 목록에 추가했습니다.",
    duplicate: "❗ 역대 회장 목록에 이미 {year} 항목이 있습니다. 회원 페이지에서 그 항목을 수정해 주세요.",
    allFieldsRequired: "❗ 모든 항목을 입력해 주세요.",
    yearFormat: "로타리 연도는 2025-26 또는 2025-2026 형식으로 입력해 주세요.",
    nameTooLong: "이름은 120자 이내로 입력해 주세요.",
  },
  messages: {
    chooseYear: "로타리 연도를 선택해 주세요.",
    yearFormat: "로타리 연도는 2025-26 또는 2025-2026 형식으로 입력해 주세요.",
    chooseOffice: "직책을 선택해 주세요.",
    officeNameTooLong: "직책 이름은 60자 이내로 입력해 주세요.",
    officeLabelRequired: "직책 이름을 입력해 주세요. 예: 부총무",
    nameRequired: "임원의 이름을 입력해 주세요.",
    nameTooLong: "이름은 120자 이내로 입력해 주세요.",
    phoneTooLong: "전화번호는 40자 이내로 입력해 주세요.",
    emailInvalid: "올바른 이메일 주소를 입력해 주세요.",
    termGone: "이 임기는 더 이상 없습니다.",
    unknownAction: "알 수 없는 작업입니다.",
    tooLong: "{max}자 이내로 입력해 주세요.",
  },
};

const hi: HandoverCopy = {
  title: "कार्यभार सौंपना",
  intro:
    "रोटरी वर्ष भारतीय समय के अनुसार 1 जुलाई से 30 जून तक चलता है। साइट पर सिर्फ़ वही पदाधिकारी दिखते हैं जो यहाँ दर्ज किए गए हैं: हर पेज के फ़ुटर में इस वर्ष के अध्यक्ष, सचिव, फ़ाउंडेशन चेयर और कोषाध्यक्ष दिखते हैं, और क्लब प्रोफ़ाइल में इस वर्ष के पदाधिकारी।",
  thisYearHeading: "यह रोटरी वर्ष, {year}",
  nextYearHeading: "अगला रोटरी वर्ष, {year}",
  noOfficers: "{year} के लिए अभी तक कोई पदाधिकारी दर्ज नहीं किया गया है।",
  saved: "✅ सेव हो गया: {office}, {year}: {name}।",
  failed: "❌ बदलाव सेव नहीं हो सका। कृपया फिर से कोशिश करें।",
  card: {
    demo: "डेमो पदाधिकारी: बाकी डेमो सामग्री के साथ हटा दिया जाएगा।",
    signsInAs: "{email} से साइन इन करते हैं। {access}",
    accessDoesNotEnd: "इनकी पहुँच खत्म नहीं होती।",
    accessEndsWithTerm: "इनकी पहुँच इस कार्यकाल के साथ, {time} को खत्म होगी।",
    accessEndsBeforeTerm: "इनकी पहुँच {time} को खत्म होगी, यानी यह कार्यकाल खत्म होने से पहले।",
    accessEnds: "इनकी पहुँच {time} को खत्म होगी।",
    invitedExpired:
      "{invited} को {role} के रूप में आमंत्रित किया गया; लिंक इस्तेमाल नहीं हुआ और {expired} को उसकी अवधि खत्म हो गई। आमंत्रण फिर से भेजें।",
    invitedPending: "{invited} को {role} के रूप में आमंत्रित किया गया, अभी स्वीकार नहीं किया है।",
    notOfficialYet: "अभी इनका साइट पर खाता नहीं है।",
    notOfficial: "इनका साइट पर खाता नहीं है। इन्हें आमंत्रित करने के लिए इनका ई-मेल पता जोड़ें।",
    endAccess: "इस कार्यकाल के साथ पहुँच खत्म करें ({time})",
    keepAccess: "कार्यकाल के बाद भी पहुँच बनाए रखें",
    inviteAgain: "{name} को आमंत्रण फिर से भेजें",
    invite: "{name} को आमंत्रित करें",
    edit: "बदलें",
    editLabel: "{office} {name} को बदलें",
    remove: "हटाएँ",
    removeLabel: "{office} {name} को हटाएँ",
  },
  access: {
    until: "✅ {email} {time} तक साइन इन कर सकते हैं।",
    kept: "✅ {email} की पहुँच कार्यकाल के बाद भी बनी रहेगी।",
    notFound: "यह कार्यकाल इस बीच हटा दिया गया: पदाधिकारियों की अभी की सूची देखने के लिए पेज फिर से लोड करें।",
    noOfficial: "इस पदाधिकारी के ई-मेल पते से अभी कोई साइन इन नहीं करता: पहले इनके कार्ड पर ‘आमंत्रित करें’ बटन से इन्हें आमंत्रित करें।",
    lastOpenAccess:
      "इस कार्यकाल के बाद कोई और एडमिनिस्ट्रेटर नहीं बचेगा: अपने उत्तराधिकारी को एडमिनिस्ट्रेटर के रूप में आमंत्रित करें, और उनके स्वीकार करने के बाद अपनी पहुँच खत्म करें।",
    invitationExpired:
      "{name} ने {date} का आमंत्रण स्वीकार नहीं किया और उसके लिंक की अवधि खत्म हो गई है: इनके कार्ड पर दिए बटन से आमंत्रण फिर से भेजें।",
    invitationPending: "{name} ने अभी तक आमंत्रण स्वीकार नहीं किया है: उनसे {date} का ई-मेल खोलने को कहें, या आमंत्रण फिर से भेजें।",
    successorExpired:
      "आपके उत्तराधिकारी ({email}) ने आमंत्रण स्वीकार नहीं किया और उसके लिंक की अवधि खत्म हो गई है: आमंत्रण फिर से भेजें, और उनके स्वीकार करने के बाद अपनी पहुँच खत्म करें।",
    successorPending:
      "आपके उत्तराधिकारी ({email}) ने अभी तक आमंत्रण स्वीकार नहीं किया है: उनसे ई-मेल खोलने को कहें, या आमंत्रण फिर से भेजें। उनके स्वीकार करने के बाद अपनी पहुँच खत्म करें।",
    editor:
      "{email} की पहुँच बनी रहेगी, लेकिन एडिटर के रूप में: पदाधिकारी पेज पर उन्हें एडमिनिस्ट्रेटर बनाएँ (भूमिका बदलें), फिर अपनी पहुँच खत्म करें।",
    invitedAsEditor:
      "{email} को एडिटर के रूप में आमंत्रित किया गया था: उन्हें एडमिनिस्ट्रेटर के रूप में फिर से आमंत्रित करें, और उनके स्वीकार करने के बाद अपनी पहुँच खत्म करें।",
  },
  form: {
    heading: "पदाधिकारी जोड़ें",
    rotaryYear: "रोटरी वर्ष",
    thisYear: "यह वर्ष, {year}",
    nextYear: "अगला वर्ष, {year}",
    office: "पद",
    officeName: "पद का नाम",
    officeNameHint: "सिर्फ़ ‘अन्य पद’ के लिए, जैसे संयुक्त सचिव।",
    name: "नाम",
    phone: "फ़ोन",
    email: "ई-मेल",
    adding: "जोड़ा जा रहा है...",
    submit: "पदाधिकारी जोड़ें",
    added: "✅ {name} को {year} के लिए {office} के रूप में जोड़ दिया गया।",
    duplicateAdd: "{year} में {office} पहले से है। पहले वह कार्यकाल हटाएँ, फिर नया जोड़ें।",
    duplicateEdit: "{year} में {office} पहले से है। इस पद को कोई और नाम दें, या उसी कार्यकाल को बदलें।",
    editTitle: "{office} बदलें, {year}",
    cancel: "रद्द करें",
    saving: "सेव हो रहा है...",
    save: "सेव करें",
  },
  removeDialog: {
    title: "यह कार्यकाल हटाएँ?",
    accessStays: "अगर इनका साइट पर खाता है, तो उसकी पहुँच नहीं बदलेगी।",
    remove: "हटाएँ",
    done: "✅ कार्यकाल हटा दिया गया। अगर इनका साइट पर खाता है, तो उसकी पहुँच नहीं बदली है।",
  },
  proposal: {
    heading: "पूर्व अध्यक्ष",
    text: "{year} का रोटरी वर्ष खत्म हो गया है और नए वर्ष के अध्यक्ष और सचिव तय हो चुके हैं, लेकिन पूर्व अध्यक्षों की सूची में अभी {year} की प्रविष्टि नहीं है।",
    adding: "जोड़ा जा रहा है...",
    submit: "पूर्व अध्यक्षों की सूची में {year} जोड़ें",
    added: "✅ {year} पूर्व अध्यक्षों की सूची में जोड़ दिया गया।",
    duplicate: "❗ पूर्व अध्यक्षों की सूची में {year} की प्रविष्टि पहले से है। उसे सदस्य पेज पर बदलें।",
    allFieldsRequired: "❗ सभी जानकारी भरना ज़रूरी है।",
    yearFormat: "कृपया रोटरी वर्ष 2025-26 या 2025-2026 की तरह लिखें।",
    nameTooLong: "नाम 120 अक्षरों से छोटा रखें।",
  },
  messages: {
    chooseYear: "रोटरी वर्ष चुनें।",
    yearFormat: "कृपया रोटरी वर्ष 2025-26 या 2025-2026 की तरह लिखें।",
    chooseOffice: "पद चुनें।",
    officeNameTooLong: "पद का नाम 60 अक्षरों से छोटा रखें।",
    officeLabelRequired: "पद का नाम लिखें, जैसे संयुक्त सचिव।",
    nameRequired: "पदाधिकारी का नाम लिखें।",
    nameTooLong: "नाम 120 अक्षरों से छोटा रखें।",
    phoneTooLong: "फ़ोन नंबर 40 अक्षरों से छोटा रखें।",
    emailInvalid: "सही ई-मेल पता लिखें।",
    termGone: "यह कार्यकाल अब मौजूद नहीं है।",
    unknownAction: "यह कार्रवाई पहचानी नहीं गई।",
    tooLong: "इसे {max} अक्षरों से छोटा रखें।",
  },
};

export const handoverCopy: Record<Locale, HandoverCopy> = { en, ko, hi };
