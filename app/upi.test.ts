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
