import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueFormStamp, readSignals, spamReason } from "./form-timing.server";

const secret = crypto.randomBytes(32);
const served = new Date("2025-03-01T10:00:00Z");
const later = (ms: number) => new Date(served.getTime() + ms);

describe("spam checks without third parties", () => {
  it("a person: honeypot empty, the signed time of the page, sent after the minimum fill time", () => {
    expect(spamReason({ honeypot: "", stamp: issueFormStamp(secret, served) }, secret, 3000, later(3000))).toBeNull();
  });

  it("a filled honeypot is a bot's", () => {
    expect(spamReason({ honeypot: "x", stamp: issueFormStamp(secret, served) }, secret, 3000, later(60_000))).toBe(
      "honeypot",
    );
  });

  it("a form sent sooner than the minimum fill time is a bot's", () => {
    expect(spamReason({ honeypot: "", stamp: issueFormStamp(secret, served) }, secret, 3000, later(2999))).toBe(
      "too-fast",
    );
  });

  it("the time cannot be forged: a changed time, another key's signature, or none at all", () => {
    const stamp = issueFormStamp(secret, served);
    const [, signature] = stamp.split(".");
    const earlier = `${served.getTime() - 60_000}.${signature}`;
    expect(spamReason({ honeypot: "", stamp: earlier }, secret, 3000, later(1000))).toBe("bad-stamp");
    const otherKey = issueFormStamp(crypto.randomBytes(32), new Date(served.getTime() - 60_000));
    expect(spamReason({ honeypot: "", stamp: otherKey }, secret, 3000, later(1000))).toBe("bad-stamp");
    expect(spamReason({ honeypot: "", stamp: "" }, secret, 3000, later(1000))).toBe("bad-stamp");
    expect(spamReason({ honeypot: "", stamp: "garbage" }, secret, 3000, later(1000))).toBe("bad-stamp");
  });

  it("a time far in the future is refused", () => {
    const future = issueFormStamp(secret, later(10 * 60_000));
    expect(spamReason({ honeypot: "", stamp: future }, secret, 0, served)).toBe("bad-stamp");
  });

  it("a stamp expires after 24 hours: an older one counts as a bot signal, like a missing one", () => {
    const stamp = issueFormStamp(secret, served);
    const day = 24 * 60 * 60 * 1000;
    expect(spamReason({ honeypot: "", stamp }, secret, 3000, later(day))).toBeNull();
    expect(spamReason({ honeypot: "", stamp }, secret, 3000, later(day + 1))).toBe("stale-stamp");
    expect(spamReason({ honeypot: "", stamp }, secret, 3000, later(30 * day))).toBe("stale-stamp");
  });

  it("reads the two hidden fields, missing ones as empty", () => {
    const form = new FormData();
    form.set("website", "spam");
    expect(readSignals(form)).toEqual({ honeypot: "spam", stamp: "" });
  });
});
