import { describe, expect, it } from "vitest";
import { upiPayLink } from "./upi";

describe("UPI pay link", () => {
  it("is upi://pay?pa=<VPA>&pn=<payee name>&cu=INR", () => {
    expect(upiPayLink({ vpa: "demo-club@example", payeeName: "DEMO ROTARY CLUB (EXAMPLE)" })).toBe(
      "upi://pay?pa=demo-club@example&pn=DEMO%20ROTARY%20CLUB%20(EXAMPLE)&cu=INR",
    );
  });

  it("URL-encodes the values, spaces as %20 and '&', '=', '#' escaped", () => {
    const link = upiPayLink({ vpa: "club@bank", payeeName: "Rotary Club & Friends #1 = us" });
    expect(link).toBe("upi://pay?pa=club@bank&pn=Rotary%20Club%20%26%20Friends%20%231%20%3D%20us&cu=INR");
  });

  it("reads back to the same values with a standard URL parser", () => {
    const link = upiPayLink({ vpa: "club.88838@okbank", payeeName: "로타리 클럽 Lucknow" });
    const url = new URL(link);
    expect(url.protocol).toBe("upi:");
    expect(url.searchParams.get("pa")).toBe("club.88838@okbank");
    expect(url.searchParams.get("pn")).toBe("로타리 클럽 Lucknow");
    expect(url.searchParams.get("cu")).toBe("INR");
  });

  it("trims the values and leaves out an empty payee name", () => {
    expect(upiPayLink({ vpa: "  club@bank ", payeeName: "  " })).toBe("upi://pay?pa=club@bank&cu=INR");
  });
});

describe("UPI pay link for a chosen gift (am, tn, tr)", () => {
  const club = { vpa: "demo-club@example", payeeName: "Demo Rotary Trust" };

  it("carries the amount with exactly two decimals, the note and the gift's reference", () => {
    expect(upiPayLink({ ...club, amountPaise: 2_500_00, note: "Gift G26A7K for literacy", reference: "G26A7K" })).toBe(
      "upi://pay?pa=demo-club@example&pn=Demo%20Rotary%20Trust&tr=G26A7K&tn=Gift%20G26A7K%20for%20literacy&am=2500.00&cu=INR",
    );
    expect(upiPayLink({ ...club, amountPaise: 1_00_000_50 })).toContain("&am=100000.50&");
  });

  it("encodes Hindi and Korean names and notes as UTF-8, read back intact by a URL parser", () => {
    const link = upiPayLink({
      vpa: "club@okbank",
      payeeName: "रोटरी क्लब 로타리",
      amountPaise: 501_00,
      note: "साक्षरता 문해력",
      reference: "G1",
    });
    expect(link).not.toMatch(/[^\x21-\x7e]/);
    const url = new URL(link);
    expect(url.searchParams.get("pn")).toBe("रोटरी क्लब 로타리");
    expect(url.searchParams.get("tn")).toBe("साक्षरता 문해력");
    expect(url.searchParams.get("am")).toBe("501.00");
    expect(url.searchParams.get("tr")).toBe("G1");
  });

  it("cuts a note to 50 characters, never inside a character", () => {
    const url = new URL(upiPayLink({ ...club, note: "문".repeat(60) }));
    expect(url.searchParams.get("tn")).toBe("문".repeat(50));
  });

  it("refuses a reference that is not 1 to 35 letters and digits, and an amount that is not above 0", () => {
    for (const reference of ["", "a-b", "x".repeat(36), "गिफ्ट"])
      expect(() => upiPayLink({ ...club, reference })).toThrow(RangeError);
    for (const amountPaise of [0, -100, 1.5]) expect(() => upiPayLink({ ...club, amountPaise })).toThrow(RangeError);
  });
});
