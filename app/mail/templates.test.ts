import { describe, expect, it } from "vitest";
import { acknowledgementEmail, type MessageForMail, officialsEmail, singleLine } from "./templates";

const setting = {
  clubName: { en: "Rotary Club of Example", ko: "예시 로타리 클럽" },
  inboxUrl: "https://club.example.org/inbox/7",
};

const joinKo: MessageForMail = {
  id: 7,
  kind: "join",
  locale: "ko",
  name: "김민지",
  email: "minji@example.org",
  phone: "+82 10-1234-5678",
  age: 29,
  body: "봉사하고 싶습니다.\n둘째 줄.",
  submittedAt: new Date("2025-01-02T13:04:05Z"),
};

const contactEn: MessageForMail = {
  id: 8,
  kind: "contact",
  locale: "en",
  name: "Asha Verma",
  email: "asha@example.org",
  phone: "+91 90000 00000",
  age: null,
  body: "When is the next health camp?",
  submittedAt: new Date("2025-01-02T13:04:05Z"),
};

describe("e-mail templates", () => {
  it("join, to officials: the visitor's language (Korean) first, then the English original, with every field", () => {
    const mail = officialsEmail(joinKo, setting);
    expect(mail.subject).toBe("가입 신청: 김민지 / Join request from 김민지");
    const [korean, english] = mail.text.split("---------- English ----------");
    expect(korean).toContain("김민지 님이 웹사이트에서 예시 로타리 클럽 가입을 신청했습니다.");
    expect(korean).toContain("이름: 김민지");
    expect(korean).toContain("나이: 29");
    expect(korean).toContain("전화번호: +82 10-1234-5678");
    expect(korean).toContain("이메일: minji@example.org");
    expect(korean).toMatch(/시간: 2025년 1월 2일 .*6:34/);
    expect(korean).toContain("가입하고 싶은 이유:\n봉사하고 싶습니다.\n둘째 줄.");
    expect(english).toContain("김민지 would like to become a member of Rotary Club of Example");
    expect(english).toContain("Age: 29");
    expect(english).toContain("Time: 2 January 2025 at 6:34 pm IST");
    expect(english).toContain("Why they would like to join:\n봉사하고 싶습니다.");
    expect(english).toContain("In the officials' inbox: https://club.example.org/inbox/7");
  });

  it("contact, to officials, in English: one part, no age, the message", () => {
    const mail = officialsEmail(contactEn, setting);
    expect(mail.subject).toBe("Message from Asha Verma (contact form)");
    expect(mail.text).not.toContain("English ----");
    expect(mail.text).not.toContain("Age:");
    expect(mail.text).toContain("Phone: +91 90000 00000");
    expect(mail.text).toContain("Message:\nWhen is the next health camp?");
    expect(mail.text).toContain("Reply to this e-mail to answer Asha Verma directly.");
  });

  it("the two templates differ: a join request and a contact message do not read alike", () => {
    const asJoin = officialsEmail({ ...contactEn, kind: "join", age: 40 }, setting);
    const asContact = officialsEmail(contactEn, setting);
    expect(asJoin.subject).not.toBe(asContact.subject);
    expect(asJoin.text).toContain("Why they would like to join:");
    expect(asContact.text).not.toContain("Why they would like to join:");
  });

  it("the acknowledgement is in the visitor's language and quotes nothing they typed but their name", () => {
    const ko = acknowledgementEmail(joinKo, setting);
    expect(ko.subject).toBe("예시 로타리 클럽 가입 신청이 접수되었습니다");
    expect(ko.text).toContain("김민지 님, 안녕하세요.");
    expect(ko.text).not.toContain("봉사하고 싶습니다.");
    expect(ko.text).not.toContain("1234-5678");
    const spam = acknowledgementEmail(
      { ...contactEn, body: "Cheap pills at https://spam.example", phone: "+1 555 0100" },
      setting,
    );
    expect(spam.text).not.toMatch(/spam\.example|555 0100|pills/);
    expect(ko.text).not.toContain("Dear");
    const en = acknowledgementEmail(contactEn, setting);
    expect(en.subject).toBe("We have received your message to Rotary Club of Example");
    expect(en.text).toContain("Dear Asha Verma,");
  });

  it("names and subjects never carry line breaks or control characters", () => {
    expect(singleLine("Evil\r\nBcc: victim@example.org\u2028x\u0000")).toBe("Evil Bcc: victim@example.org x");
    const mail = officialsEmail({ ...contactEn, name: "Evil\r\nBcc: victim@example.org" }, setting);
    expect(mail.subject).toBe("Message from Evil Bcc: victim@example.org (contact form)");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const ack = acknowledgementEmail({ ...contactEn, name: "A\nB" }, setting);
    expect(ack.text).toContain("Dear A B,");
  });

  it("Hindi: officials get the Hindi text and the English original; the visitor's acknowledgement is in Hindi, in hi-IN time", () => {
    const joinHi: MessageForMail = { ...joinKo, locale: "hi", name: "अनीता शर्मा", body: "मैं सेवा करना चाहती हूँ।" };
    const withHindi = { ...setting, clubName: { ...setting.clubName, hi: "उदाहरण रोटरी क्लब" } };
    const mail = officialsEmail(joinHi, withHindi);
    expect(mail.subject).toBe("सदस्यता अनुरोध: अनीता शर्मा / Join request from अनीता शर्मा");
    const [hindi, english] = mail.text.split("---------- English ----------");
    expect(hindi).toContain("अनीता शर्मा उदाहरण रोटरी क्लब के सदस्य बनना चाहते हैं");
    expect(hindi).toContain("उम्र: 29");
    expect(english).toContain("would like to become a member of Rotary Club of Example");
    const ack = acknowledgementEmail(joinHi, withHindi);
    expect(ack.subject).toBe("उदाहरण रोटरी क्लब से जुड़ने का आपका अनुरोध हमें मिल गया है");
    expect(ack.text).toContain("आदरणीय अनीता शर्मा जी,");
    expect(ack.text).toContain("2 जनवरी 2025");
    // Without a Hindi club name, the English one is used.
    expect(acknowledgementEmail(joinHi, setting).subject).toBe(
      "Rotary Club of Example से जुड़ने का आपका अनुरोध हमें मिल गया है",
    );
  });
});
