import { formatLongDate, formatRupees } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { GiftMode } from "~/lib/form-10bd";
import { type RenderedMail, singleLine } from "./templates";

/**
 * The e-mail a donor gets after saying "I have given" on the giving page, in
 * the language of the page they used. It repeats what the site stored (the
 * amount, the day, how, the gift's reference) so a mistake can be caught, and
 * says what happens next. Anyone can type any address: nothing the donor typed
 * is quoted but their name and the transaction reference, both on one line.
 */
export interface GiftForMail {
  locale: Locale;
  donorName: string;
  amountPaise: number;
  givenOn: string;
  mode: GiftMode;
  bankReference: string | null;
  reference: string;
  /** The donor gave a PAN or Aadhaar number and address for an 80G receipt. */
  wantsReceipt: boolean;
}

export interface GiftMailSetting {
  clubName: string;
  /** The receiving body can issue 80G receipts for a gift of that day. */
  issuesReceipts: boolean;
}

interface GiftCopy {
  subject: (club: string) => string;
  greeting: (name: string) => string;
  thanks: (amount: string, club: string) => string;
  recorded: string;
  labels: { amount: string; date: string; mode: string; bankReference: string; reference: string };
  modes: Record<GiftMode, string>;
  next: string;
  receipt: string;
  noId: string;
  noReceipts: string;
  notYou: string;
}

const copy: Record<Locale, GiftCopy> = {
  en: {
    subject: (club) => `Thank you for your gift to ${club}`,
    greeting: (name) => `Dear ${name},`,
    thanks: (amount, club) => `Thank you for your gift of ${amount} to ${club}.`,
    recorded: "This is what you told us, as we have recorded it:",
    labels: {
      amount: "Amount",
      date: "Given on",
      mode: "How",
      bankReference: "Transaction reference (UTR)",
      reference: "Your gift's reference with us",
    },
    modes: { upi: "UPI", bank: "Bank transfer (NEFT, RTGS or IMPS)", cheque: "Cheque", cash: "Cash", kind: "In kind" },
    next: "Our treasurer will match your gift with our bank statement. Please quote your gift's reference if you write to us about it.",
    receipt: "Once the money has reached us, we will e-mail you an 80G receipt.",
    noId: "If you would like an 80G receipt, reply to this e-mail with your PAN (or Aadhaar number) and address.",
    noReceipts:
      "Please note that we cannot issue 80G tax receipts at present, so this gift does not carry a tax deduction.",
    notYou: "If you did not tell us about this gift, please let us know by replying to this e-mail.",
  },
  ko: {
    subject: (club) => `${club}에 보내 주신 후원에 감사드립니다`,
    greeting: (name) => `${name} 님께`,
    thanks: (amount, club) => `${club}에 ${amount}을 후원해 주셔서 진심으로 감사드립니다.`,
    recorded: "알려 주신 내용을 아래와 같이 기록했습니다.",
    labels: {
      amount: "금액",
      date: "후원한 날",
      mode: "방법",
      bankReference: "거래 번호(UTR)",
      reference: "후원 참조 번호",
    },
    modes: { upi: "UPI", bank: "계좌 이체(NEFT, RTGS, IMPS)", cheque: "수표", cash: "현금", kind: "현물" },
    next: "재무 담당자가 은행 거래 내역과 대조해 확인합니다. 이 후원에 관해 문의하실 때는 후원 참조 번호를 알려 주세요.",
    receipt: "입금이 확인되면 80G 영수증을 이메일로 보내 드립니다.",
    noId: "80G 영수증이 필요하시면 PAN(또는 Aadhaar 번호)과 주소를 적어 이 메일에 회신해 주세요.",
    noReceipts: "현재 저희는 80G 세금 영수증을 발행할 수 없어 이 후원은 소득 공제 대상이 아닙니다.",
    notYou: "이 후원을 알려 주신 적이 없다면 이 메일에 회신해 알려 주세요.",
  },
  hi: {
    subject: (club) => `${club} को दिए आपके दान के लिए धन्यवाद`,
    greeting: (name) => `प्रिय ${name},`,
    thanks: (amount, club) => `${club} को ${amount} का दान देने के लिए हार्दिक धन्यवाद।`,
    recorded: "आपने जो बताया, वह हमने इस तरह दर्ज किया है:",
    labels: {
      amount: "राशि",
      date: "दान की तारीख़",
      mode: "माध्यम",
      bankReference: "लेन-देन संदर्भ (UTR)",
      reference: "हमारे यहाँ आपके दान का संदर्भ",
    },
    modes: {
      upi: "UPI",
      bank: "बैंक ट्रांसफ़र (NEFT, RTGS या IMPS)",
      cheque: "चेक",
      cash: "नकद",
      kind: "वस्तु के रूप में",
    },
    next: "हमारे कोषाध्यक्ष आपके दान का मिलान बैंक स्टेटमेंट से करेंगे। इस दान के बारे में लिखें तो कृपया इसका संदर्भ ज़रूर बताएँ।",
    receipt: "राशि हम तक पहुँचते ही हम आपको 80G रसीद ई-मेल करेंगे।",
    noId: "अगर आपको 80G रसीद चाहिए, तो इस ई-मेल के जवाब में अपना PAN (या आधार नंबर) और पता भेजें।",
    noReceipts: "कृपया ध्यान दें: अभी हम 80G कर रसीद जारी नहीं कर सकते, इसलिए इस दान पर कर छूट नहीं मिलेगी।",
    notYou: "अगर आपने हमें इस दान के बारे में नहीं बताया था, तो कृपया इस ई-मेल का जवाब देकर हमें बताएँ।",
  },
};

export function giftAcknowledgementEmail(gift: GiftForMail, setting: GiftMailSetting): RenderedMail {
  const c = copy[gift.locale];
  const club = singleLine(setting.clubName) || "our Rotary club";
  const amount = formatRupees(gift.amountPaise / 100, gift.locale);
  const lines = [
    `${c.labels.amount}: ${amount}`,
    `${c.labels.date}: ${formatLongDate(gift.givenOn, gift.locale)}`,
    `${c.labels.mode}: ${c.modes[gift.mode]}`,
    ...(gift.bankReference ? [`${c.labels.bankReference}: ${singleLine(gift.bankReference, 40)}`] : []),
    `${c.labels.reference}: ${gift.reference}`,
  ];
  const receipt = !setting.issuesReceipts ? c.noReceipts : gift.wantsReceipt ? c.receipt : c.noId;
  return {
    subject: singleLine(c.subject(club)),
    text: [
      c.greeting(singleLine(gift.donorName, 100)),
      c.thanks(amount, club),
      `${c.recorded}\n${lines.join("\n")}`,
      c.next,
      receipt,
      c.notYou,
      club,
    ].join("\n\n"),
  };
}

export interface ReceiptForMail {
  locale: Locale;
  donorName: string;
  amountPaise: number;
  receiptNo: string;
  deductible: boolean;
}

const receiptCopy: Record<
  Locale,
  {
    subject: (receiptNo: string, club: string) => string;
    attached: (amount: string, receiptNo: string) => string;
    deductible: string;
    notDeductible: string;
  }
> = {
  en: {
    subject: (receiptNo, club) => `Your receipt ${receiptNo} from ${club}`,
    attached: (amount, receiptNo) =>
      `Thank you again for your gift of ${amount}. Your receipt ${receiptNo} is attached to this e-mail as a PDF.`,
    deductible:
      "Please keep it with your tax papers: it supports your claim for a deduction under section 80G. We will also report your gift to the Income Tax Department in Form 10BD, and send you the certificate in Form 10BE that follows from it.",
    notDeductible: "As the receipt says, this gift does not carry a tax deduction.",
  },
  ko: {
    subject: (receiptNo, club) => `${club} 후원 영수증 ${receiptNo}`,
    attached: (amount, receiptNo) =>
      `보내 주신 후원금 ${amount}에 다시 한번 감사드립니다. 영수증 ${receiptNo}을(를) PDF로 첨부해 드립니다.`,
    deductible:
      "세금 관련 서류와 함께 보관해 주세요. 80G에 따른 소득 공제를 신청하실 때 필요합니다. 저희는 이 후원을 Form 10BD로 인도 소득세청에 신고하고, 이어서 발급되는 Form 10BE 증명서도 보내 드리겠습니다.",
    notDeductible: "영수증에 적힌 대로 이 후원은 소득 공제 대상이 아닙니다.",
  },
  hi: {
    subject: (receiptNo, club) => `${club} की ओर से आपकी रसीद ${receiptNo}`,
    attached: (amount, receiptNo) =>
      `${amount} के आपके दान के लिए एक बार फिर धन्यवाद। आपकी रसीद ${receiptNo} इस ई-मेल के साथ PDF के रूप में संलग्न है।`,
    deductible:
      "इसे अपने कर संबंधी काग़ज़ों के साथ रखें: धारा 80G के तहत छूट के दावे में यह काम आएगी। हम आपके दान की जानकारी फ़ॉर्म 10BD में आयकर विभाग को भी देंगे, और उसके बाद मिलने वाला फ़ॉर्म 10BE प्रमाणपत्र आपको भेजेंगे।",
    notDeductible: "जैसा रसीद में लिखा है, इस दान पर कर छूट नहीं मिलती।",
  },
};

/** The e-mail that carries an issued 80G receipt (its PDF is attached when sent), in the donor's language. */
export function receiptEmail(receipt: ReceiptForMail, setting: { clubName: string }): RenderedMail {
  const c = copy[receipt.locale];
  const r = receiptCopy[receipt.locale];
  const club = singleLine(setting.clubName) || "our Rotary club";
  const amount = formatRupees(receipt.amountPaise / 100, receipt.locale);
  return {
    subject: singleLine(r.subject(receipt.receiptNo, club)),
    text: [
      c.greeting(singleLine(receipt.donorName, 100)),
      r.attached(amount, receipt.receiptNo),
      receipt.deductible ? r.deductible : r.notDeductible,
      club,
    ].join("\n\n"),
  };
}

export interface CertificateForMail {
  locale: Locale;
  donorName: string;
  /** "2026-27" */
  financialYear: string;
  /** How the receiving body's settings name the certificate ("Form 10BE"). */
  formName: string;
}

const certificateCopy: Record<
  Locale,
  {
    subject: (form: string, year: string, club: string) => string;
    attached: (form: string, year: string) => string;
    use: string;
  }
> = {
  en: {
    subject: (form, year, club) => `Your ${form} for ${year} from ${club}`,
    attached: (form, year) =>
      `Thank you for your gifts in the financial year ${year}. Your certificate of donation in ${form}, as the Income Tax Department's portal issued it, is attached to this e-mail as a PDF.`,
    use: "The gifts it lists are also shown in your Annual Information Statement. Please keep it with your tax papers: it is what supports your claim for the deduction in your income tax return.",
  },
  ko: {
    subject: (form, year, club) => `${club}: ${year} 회계연도 ${form}`,
    attached: (form, year) =>
      `${year} 회계연도에 보내 주신 후원에 감사드립니다. 인도 소득세청 포털에서 발급된 기부 증명서(${form})를 PDF로 첨부해 드립니다.`,
    use: "증명서에 적힌 후원 내역은 연간 정보 명세서(AIS)에도 나타납니다. 소득세 신고 때 공제를 받는 근거가 되니 세금 관련 서류와 함께 보관해 주세요.",
  },
  hi: {
    subject: (form, year, club) => `${club} की ओर से ${year} का आपका ${form}`,
    attached: (form, year) =>
      `वित्त वर्ष ${year} में आपके दान के लिए धन्यवाद। आयकर विभाग के पोर्टल से जारी आपका दान प्रमाणपत्र (${form}) इस ई-मेल के साथ PDF के रूप में संलग्न है।`,
    use: "इसमें दर्ज दान आपके वार्षिक सूचना विवरण (AIS) में भी दिखेंगे। इसे अपने कर संबंधी काग़ज़ों के साथ रखें: आयकर रिटर्न में छूट के दावे का आधार यही है।",
  },
};

/** The e-mail that carries a donor's Form 10BE (the file is attached when sent), in the donor's language. */
export function certificateEmail(certificate: CertificateForMail, setting: { clubName: string }): RenderedMail {
  const c = copy[certificate.locale];
  const r = certificateCopy[certificate.locale];
  const club = singleLine(setting.clubName) || "our Rotary club";
  const form = singleLine(certificate.formName, 60) || "Form 10BE";
  return {
    subject: singleLine(r.subject(form, certificate.financialYear, club)),
    text: [
      c.greeting(singleLine(certificate.donorName, 100)),
      r.attached(form, certificate.financialYear),
      r.use,
      club,
    ].join("\n\n"),
  };
}
