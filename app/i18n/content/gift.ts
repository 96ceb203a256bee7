import type { ErrorMessages } from "~/forms/fields";
import type { giftReportErrorCodes } from "~/forms/gift-report";
import type { Locale } from "../locale";
import type { Widen } from "../types";

/**
 * The giving page's amount chooser and its "I have given" form (issue 23).
 * {amount} is filled with the amount in the page's money format, {cause}
 * with a cause's title, {club} with the club's name, {max} from the form's limits.
 */
const en = {
  chooser: {
    heading: "Choose an amount",
    intro:
      "Choose how much you would like to give and we will make a UPI code with the amount and your gift's own reference filled in, so our treasurer can tell your payment from others.",
    amountLegend: "Amount",
    other: "Another amount",
    otherLabel: "Another amount, in rupees",
    forLabel: "For (optional)",
    forAny: "Wherever it is needed most",
    submit: "Make my UPI code",
    invalid: "Enter an amount in rupees above ₹0 and at most ₹99,99,99,999.99, such as 2500.",
    giftHeading: "Your gift of {amount}",
    giftHeadingFor: "Your gift of {amount} for {cause}",
    scan: "Scan this code with any UPI app: the amount and your gift's reference are filled in.",
    qrAlt: "QR code for paying {amount} to {payee} by UPI",
    reference: "Your gift's reference",
    referenceHint:
      "Please keep it. If you pay by bank transfer instead, write it in the transfer's remarks so we know the money is yours.",
    payButton: "Pay {amount} with a UPI app",
    appRefusal:
      "Some UPI apps refuse a payment link to a personal UPI ID. If yours does, scan the QR code instead (scanning always works), or pay to our UPI ID and type the amount.",
    plainQr: "Prefer to type the amount yourself? The QR code without an amount is above.",
    change: "Choose another amount",
  },
  report: {
    heading: "I have given",
    intro:
      "Tell us about your gift once you have paid, so we can thank you, match it with our bank statement and, if you wish, send you an 80G receipt.",
    introWithoutReceipts:
      "Tell us about your gift once you have paid, so we can thank you and match it with our bank statement.",
    formLabel: "Tell us about your gift",
    required: "Fields not marked optional are required.",
    fields: {
      name: { label: "Full name (as on your PAN card)" },
      email: { label: "E-mail address", hint: "We send you what you tell us here, and your receipt." },
      phone: { label: "Phone number", hint: "With the country code if you are outside India." },
      amount: { label: "Amount in rupees", hint: "Such as 2500 or 2,500.50." },
      givenOn: { label: "Date you gave" },
      mode: { label: "How you gave" },
      bankReference: {
        label: "Transaction reference",
        hint: "The UPI transaction ID, the bank's UTR number, or the cheque number. Not needed for cash.",
      },
      idNumber: { label: "PAN or Aadhaar number (optional)" },
      address: { label: "Postal address (needed with a PAN or Aadhaar number)" },
      consent: {
        label:
          "I agree that {club} keeps my PAN or Aadhaar number and address to issue my 80G receipt and to report my gift to the Income Tax Department in Form 10BD, as the law requires. They are used for nothing else and only the club's treasurer and administrators can see them.",
      },
    },
    modes: {
      upi: "UPI",
      bank: "Bank transfer (NEFT, RTGS or IMPS)",
      cheque: "Cheque",
      cash: "Cash",
    },
    receiptLegend: "For an 80G receipt (optional)",
    receiptIntro:
      "Donors can claim a tax deduction for a gift to a body registered under section 80G only with its receipt. Leave these empty if you do not need one.",
    noReceipts: "We cannot issue 80G tax receipts at present, but we are just as glad of your gift.",
    submit: "Send",
    submitting: "Sending…",
    errorSummary: "Please correct the following:",
    errorPrefix: "Error:",
    sent: "✅ Thank you! Your gift is recorded.",
    sentNext: "We have e-mailed you what you told us, with your gift's reference.",
    failed: "❌ Your gift could not be recorded.",
    failedNext: "What you typed is still in the form. Please try again in a moment.",
    limited: "❌ Too many gifts reported from this e-mail address.",
    limitedNext: "What you typed is still in the form: please send it again in an hour, or write to us.",
    trapLabel: "Leave this field empty",
    duplicateReference:
      "We already have a report of a gift with this reference. If you gave again, choose the amount again above for a new reference.",
    errors: {
      name: { required: "Enter your full name.", tooLong: "Your name must be {max} characters or fewer." },
      email: {
        required: "Enter your e-mail address.",
        tooLong: "Your e-mail address must be {max} characters or fewer.",
        invalidEmail: "Enter an e-mail address in the right format, like name@example.com.",
      },
      phone: {
        required: "Enter your phone number.",
        tooLong: "Your phone number must be {max} characters or fewer.",
        invalidPhone: "Enter a phone number of 7 to 15 digits, using only digits, spaces, hyphens and a leading +.",
      },
      amount: {
        required: "Enter the amount you gave.",
        invalidAmount: "Enter the amount in rupees with at most two decimals, such as 2500 or 2,500.50.",
        notPositive: "Enter an amount above ₹0.",
        tooLarge: "Enter an amount of at most ₹99,99,99,999.99.",
      },
      givenOn: {
        required: "Enter the date you gave.",
        invalidDate: "Enter a real date.",
        inFuture: "The date you gave cannot be in the future.",
      },
      mode: { required: "Choose how you gave." },
      bankReference: {
        required: "Enter the transaction reference (UPI transaction ID, UTR or cheque number).",
        tooLong: "The transaction reference must be {max} characters or fewer.",
        invalidReference: "The transaction reference has only letters and digits.",
        duplicate: "A gift with this transaction reference has already been reported to us.",
      },
      idNumber: {
        invalidId:
          "Enter a PAN of 10 characters (5 letters, 4 digits, 1 letter, like ABCPE1234F) or a 12-digit Aadhaar number.",
      },
      address: {
        required: "Enter your postal address: the receipt needs it with your PAN or Aadhaar number.",
        tooLong: "Your address must be {max} characters or fewer.",
      },
      consent: { required: "Tick the box to let us keep your PAN or Aadhaar number for the receipt." },
    },
  },
} as const;

export type GiftContent = Widen<typeof en>;

// Every code the form can report has its words.
en.report.errors satisfies ErrorMessages<typeof giftReportErrorCodes>;

const ko: GiftContent = {
  chooser: {
    heading: "금액 고르기",
    intro:
      "후원하실 금액을 고르시면 금액과 이 후원만의 참조 번호가 들어간 UPI 코드를 만들어 드립니다. 재무 담당자가 누가 보낸 돈인지 알아볼 수 있습니다.",
    amountLegend: "금액",
    other: "다른 금액",
    otherLabel: "다른 금액(루피)",
    forLabel: "후원 분야(선택)",
    forAny: "가장 필요한 곳에",
    submit: "UPI 코드 만들기",
    invalid: "0루피보다 크고 99,99,99,999.99루피 이하인 금액을 2500처럼 입력해 주세요.",
    giftHeading: "후원 금액: {amount}",
    giftHeadingFor: "{cause} 후원: {amount}",
    scan: "UPI 앱으로 이 코드를 스캔하세요. 금액과 후원 참조 번호가 입력되어 있습니다.",
    qrAlt: "{payee}에게 UPI로 {amount} 보내는 QR 코드",
    reference: "후원 참조 번호",
    referenceHint: "잘 보관해 주세요. 계좌 이체로 보내실 때는 이체 메모에 이 번호를 적어 주시면 확인이 쉽습니다.",
    payButton: "UPI 앱으로 {amount} 결제하기",
    appRefusal:
      "일부 UPI 앱은 개인 UPI ID로 가는 결제 링크를 거부합니다. 그럴 때는 QR 코드를 스캔하시거나(스캔은 언제나 됩니다) UPI ID로 직접 금액을 입력해 보내 주세요.",
    plainQr: "금액을 직접 입력하고 싶으시면 위의 금액 없는 QR 코드를 쓰시면 됩니다.",
    change: "다른 금액 고르기",
  },
  report: {
    heading: "후원했어요",
    intro: "보내신 뒤 알려 주시면 감사 인사를 드리고, 은행 거래 내역과 대조하고, 원하시면 80G 영수증도 보내 드립니다.",
    introWithoutReceipts: "보내신 뒤 알려 주시면 감사 인사를 드리고 은행 거래 내역과 대조해 확인하겠습니다.",
    formLabel: "후원 알리기",
    required: "'선택'이라고 적히지 않은 칸은 모두 필수입니다.",
    fields: {
      name: { label: "이름(PAN 카드에 적힌 대로)" },
      email: { label: "이메일 주소", hint: "알려 주신 내용과 영수증을 이 주소로 보내 드립니다." },
      phone: { label: "전화번호", hint: "인도 밖에 계시면 국가 번호를 함께 적어 주세요." },
      amount: { label: "금액(루피)", hint: "예: 2500 또는 2,500.50" },
      givenOn: { label: "보낸 날짜" },
      mode: { label: "보낸 방법" },
      bankReference: {
        label: "거래 번호",
        hint: "UPI 거래 ID, 은행의 UTR 번호 또는 수표 번호입니다. 현금은 적지 않으셔도 됩니다.",
      },
      idNumber: { label: "PAN 또는 Aadhaar 번호(선택)" },
      address: { label: "우편 주소(PAN이나 Aadhaar 번호를 적으시면 필수)" },
      consent: {
        label:
          "{club}이(가) 80G 영수증 발행과, 법에 따라 Form 10BD로 인도 소득세청에 후원을 신고하기 위해 제 PAN 또는 Aadhaar 번호와 주소를 보관하는 데 동의합니다. 다른 용도로는 쓰지 않으며 클럽의 재무 담당자와 관리자만 볼 수 있습니다.",
      },
    },
    modes: {
      upi: "UPI",
      bank: "계좌 이체(NEFT, RTGS, IMPS)",
      cheque: "수표",
      cash: "현금",
    },
    receiptLegend: "80G 영수증용(선택)",
    receiptIntro:
      "80조 G항에 등록된 단체에 한 후원은 그 영수증이 있어야 소득 공제를 받을 수 있습니다. 영수증이 필요 없으시면 비워 두세요.",
    noReceipts: "현재 저희는 80G 세금 영수증을 발행할 수 없지만, 보내 주시는 후원은 언제나 감사히 받겠습니다.",
    submit: "보내기",
    submitting: "보내는 중…",
    errorSummary: "다음 내용을 고쳐 주세요.",
    errorPrefix: "오류:",
    sent: "✅ 감사합니다! 후원이 기록되었습니다.",
    sentNext: "알려 주신 내용과 후원 참조 번호를 이메일로 보내 드렸습니다.",
    failed: "❌ 후원을 기록하지 못했습니다.",
    failedNext: "입력하신 내용은 그대로 남아 있습니다. 잠시 뒤 다시 보내 주세요.",
    limited: "❌ 이 이메일 주소로 알려 주신 후원이 너무 많습니다.",
    limitedNext: "입력하신 내용은 그대로 남아 있습니다. 한 시간 뒤에 다시 보내 주시거나 문의해 주세요.",
    trapLabel: "이 칸은 비워 두세요",
    duplicateReference:
      "이 참조 번호로 알려 주신 후원이 이미 있습니다. 다시 후원하셨다면 위에서 금액을 다시 골라 새 참조 번호를 받아 주세요.",
    errors: {
      name: { required: "이름을 입력해 주세요.", tooLong: "이름은 {max}자 이하로 입력해 주세요." },
      email: {
        required: "이메일 주소를 입력해 주세요.",
        tooLong: "이메일 주소는 {max}자 이하로 입력해 주세요.",
        invalidEmail: "name@example.com과 같은 형식으로 이메일 주소를 입력해 주세요.",
      },
      phone: {
        required: "전화번호를 입력해 주세요.",
        tooLong: "전화번호는 {max}자 이하로 입력해 주세요.",
        invalidPhone: "숫자 7~15자리로 입력해 주세요. 숫자, 공백, 하이픈과 맨 앞의 +만 쓸 수 있습니다.",
      },
      amount: {
        required: "보내신 금액을 입력해 주세요.",
        invalidAmount: "금액은 2500이나 2,500.50처럼 소수점 둘째 자리까지 루피로 입력해 주세요.",
        notPositive: "0루피보다 큰 금액을 입력해 주세요.",
        tooLarge: "금액은 99,99,99,999.99루피 이하로 입력해 주세요.",
      },
      givenOn: {
        required: "보낸 날짜를 입력해 주세요.",
        invalidDate: "올바른 날짜를 입력해 주세요.",
        inFuture: "보낸 날짜는 미래일 수 없습니다.",
      },
      mode: { required: "보낸 방법을 골라 주세요." },
      bankReference: {
        required: "거래 번호(UPI 거래 ID, UTR 또는 수표 번호)를 입력해 주세요.",
        tooLong: "거래 번호는 {max}자 이하로 입력해 주세요.",
        invalidReference: "거래 번호는 영문자와 숫자로만 되어 있습니다.",
        duplicate: "이 거래 번호로 알려 주신 후원이 이미 있습니다.",
      },
      idNumber: {
        invalidId: "10자리 PAN(영문 5자, 숫자 4자, 영문 1자, 예: ABCPE1234F) 또는 12자리 Aadhaar 번호를 입력해 주세요.",
      },
      address: {
        required: "우편 주소를 입력해 주세요. PAN이나 Aadhaar 번호와 함께 영수증에 들어갑니다.",
        tooLong: "주소는 {max}자 이하로 입력해 주세요.",
      },
      consent: { required: "영수증을 위해 PAN 또는 Aadhaar 번호를 보관해도 된다면 확인란에 표시해 주세요." },
    },
  },
};

const hi: GiftContent = {
  chooser: {
    heading: "राशि चुनें",
    intro:
      "आप कितना देना चाहते हैं, चुनें। हम राशि और आपके दान के अपने संदर्भ के साथ एक UPI कोड बना देंगे, ताकि हमारे कोषाध्यक्ष आपका भुगतान पहचान सकें।",
    amountLegend: "राशि",
    other: "कोई और राशि",
    otherLabel: "कोई और राशि, रुपयों में",
    forLabel: "किस काम के लिए (वैकल्पिक)",
    forAny: "जहाँ सबसे ज़्यादा ज़रूरत हो",
    submit: "मेरा UPI कोड बनाएँ",
    invalid: "₹0 से ज़्यादा और ₹99,99,99,999.99 तक की राशि रुपयों में लिखें, जैसे 2500।",
    giftHeading: "आपका दान: {amount}",
    giftHeadingFor: "{cause} के लिए आपका दान: {amount}",
    scan: "किसी भी UPI ऐप से यह कोड स्कैन करें: राशि और आपके दान का संदर्भ पहले से भरे हैं।",
    qrAlt: "{payee} को UPI से {amount} भेजने का QR कोड",
    reference: "आपके दान का संदर्भ",
    referenceHint:
      "इसे संभालकर रखें। अगर आप बैंक ट्रांसफ़र से दें, तो इसे ट्रांसफ़र की टिप्पणी (रिमार्क) में लिखें, ताकि हम जान सकें कि राशि आपकी है।",
    payButton: "UPI ऐप से {amount} दें",
    appRefusal:
      "कुछ UPI ऐप किसी निजी UPI ID के भुगतान लिंक को नहीं खोलते। ऐसा हो तो QR कोड स्कैन करें (स्कैन करना हमेशा काम करता है), या हमारी UPI ID पर राशि ख़ुद लिखकर भुगतान करें।",
    plainQr: "राशि ख़ुद लिखना चाहते हैं? बिना राशि वाला QR कोड ऊपर है।",
    change: "कोई और राशि चुनें",
  },
  report: {
    heading: "मैंने दान दे दिया है",
    intro:
      "भुगतान के बाद हमें अपने दान के बारे में बताएँ, ताकि हम आपको धन्यवाद दे सकें, बैंक स्टेटमेंट से उसका मिलान कर सकें और आप चाहें तो आपको 80G रसीद भेज सकें।",
    introWithoutReceipts:
      "भुगतान के बाद हमें अपने दान के बारे में बताएँ, ताकि हम आपको धन्यवाद दे सकें और बैंक स्टेटमेंट से उसका मिलान कर सकें।",
    formLabel: "अपने दान के बारे में बताएँ",
    required: "जिन खानों पर 'वैकल्पिक' नहीं लिखा है, वे सभी ज़रूरी हैं।",
    fields: {
      name: { label: "पूरा नाम (जैसा PAN कार्ड पर है)" },
      email: { label: "ई-मेल पता", hint: "आपने जो बताया और आपकी रसीद, हम इसी पते पर भेजेंगे।" },
      phone: { label: "फ़ोन नंबर", hint: "भारत से बाहर हों तो देश के कोड के साथ लिखें।" },
      amount: { label: "राशि (रुपयों में)", hint: "जैसे 2500 या 2,500.50।" },
      givenOn: { label: "दान देने की तारीख़" },
      mode: { label: "दान कैसे दिया" },
      bankReference: {
        label: "लेन-देन संदर्भ",
        hint: "UPI ट्रांज़ैक्शन ID, बैंक का UTR नंबर या चेक नंबर। नकद के लिए ज़रूरी नहीं।",
      },
      idNumber: { label: "PAN या आधार नंबर (वैकल्पिक)" },
      address: { label: "डाक पता (PAN या आधार नंबर के साथ ज़रूरी)" },
      consent: {
        label:
          "मैं सहमति देता/देती हूँ कि {club} मेरी 80G रसीद जारी करने और क़ानून के अनुसार फ़ॉर्म 10BD में आयकर विभाग को मेरे दान की जानकारी देने के लिए मेरा PAN या आधार नंबर और पता रखे। इनका और कोई उपयोग नहीं होगा और इन्हें केवल क्लब के कोषाध्यक्ष और प्रशासक देख सकते हैं।",
      },
    },
    modes: {
      upi: "UPI",
      bank: "बैंक ट्रांसफ़र (NEFT, RTGS या IMPS)",
      cheque: "चेक",
      cash: "नकद",
    },
    receiptLegend: "80G रसीद के लिए (वैकल्पिक)",
    receiptIntro: "धारा 80G में पंजीकृत संस्था को दिए दान पर कर छूट उसकी रसीद से ही मिलती है। रसीद न चाहिए तो ये खाने खाली छोड़ दें।",
    noReceipts: "अभी हम 80G कर रसीद जारी नहीं कर सकते, पर आपके दान के लिए हम उतने ही आभारी हैं।",
    submit: "भेजें",
    submitting: "भेजा जा रहा है…",
    errorSummary: "कृपया ये सुधारें:",
    errorPrefix: "त्रुटि:",
    sent: "✅ धन्यवाद! आपका दान दर्ज हो गया है।",
    sentNext: "आपने जो बताया, वह आपके दान के संदर्भ के साथ हमने आपको ई-मेल कर दिया है।",
    failed: "❌ आपका दान दर्ज नहीं हो सका।",
    failedNext: "आपने जो लिखा था, वह फ़ॉर्म में है। कृपया थोड़ी देर में फिर भेजें।",
    limited: "❌ इस ई-मेल पते से बहुत ज़्यादा दान दर्ज कराए गए हैं।",
    limitedNext: "आपने जो लिखा था, वह फ़ॉर्म में है: कृपया एक घंटे बाद फिर भेजें, या हमें लिखें।",
    trapLabel: "यह खाना खाली छोड़ें",
    duplicateReference:
      "इस संदर्भ वाला दान हमारे यहाँ पहले से दर्ज है। अगर आपने फिर से दान दिया है, तो नए संदर्भ के लिए ऊपर राशि दोबारा चुनें।",
    errors: {
      name: { required: "अपना पूरा नाम लिखें।", tooLong: "नाम {max} अक्षरों से ज़्यादा नहीं हो सकता।" },
      email: {
        required: "अपना ई-मेल पता लिखें।",
        tooLong: "ई-मेल पता {max} अक्षरों से ज़्यादा नहीं हो सकता।",
        invalidEmail: "ई-मेल पता सही रूप में लिखें, जैसे name@example.com।",
      },
      phone: {
        required: "अपना फ़ोन नंबर लिखें।",
        tooLong: "फ़ोन नंबर {max} अक्षरों से ज़्यादा नहीं हो सकता।",
        invalidPhone: "7 से 15 अंकों का फ़ोन नंबर लिखें: केवल अंक, खाली जगह, हाइफ़न और शुरू में +।",
      },
      amount: {
        required: "आपने जितनी राशि दी, वह लिखें।",
        invalidAmount: "राशि रुपयों में, ज़्यादा से ज़्यादा दो दशमलव अंकों तक लिखें, जैसे 2500 या 2,500.50।",
        notPositive: "₹0 से ज़्यादा राशि लिखें।",
        tooLarge: "राशि ₹99,99,99,999.99 से ज़्यादा नहीं हो सकती।",
      },
      givenOn: {
        required: "दान देने की तारीख़ लिखें।",
        invalidDate: "सही तारीख़ लिखें।",
        inFuture: "दान की तारीख़ आगे की नहीं हो सकती।",
      },
      mode: { required: "चुनें कि आपने दान कैसे दिया।" },
      bankReference: {
        required: "लेन-देन संदर्भ (UPI ट्रांज़ैक्शन ID, UTR या चेक नंबर) लिखें।",
        tooLong: "लेन-देन संदर्भ {max} अक्षरों से ज़्यादा नहीं हो सकता।",
        invalidReference: "लेन-देन संदर्भ में केवल अक्षर और अंक होते हैं।",
        duplicate: "इस लेन-देन संदर्भ वाला दान हमारे यहाँ पहले से दर्ज है।",
      },
      idNumber: {
        invalidId: "10 अक्षरों का PAN (5 अक्षर, 4 अंक, 1 अक्षर, जैसे ABCPE1234F) या 12 अंकों का आधार नंबर लिखें।",
      },
      address: {
        required: "अपना डाक पता लिखें: PAN या आधार नंबर के साथ रसीद में यह ज़रूरी है।",
        tooLong: "पता {max} अक्षरों से ज़्यादा नहीं हो सकता।",
      },
      consent: { required: "रसीद के लिए PAN या आधार नंबर रखने की अनुमति देने के लिए बॉक्स पर निशान लगाएँ।" },
    },
  },
};

export const giftContent: Record<Locale, GiftContent> = { en, ko, hi };
