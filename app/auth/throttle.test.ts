import { describe, expect, it } from "vitest";
import { accountLockMs, addressFailureLimit, failureWindowMs, waitBeforeNextTry } from "./throttle";

const minute = 60_000;

describe("sign-in throttling", () => {
  it("lets the first four failures for an address through at once", () => {
    for (let failures = 0; failures < 5; failures++) expect(accountLockMs(failures)).toBe(0);
  });

  it("then makes the address wait one minute, doubling, never more than fifteen minutes", () => {
    expect(accountLockMs(5)).toBe(minute);
    expect(accountLockMs(6)).toBe(2 * minute);
    expect(accountLockMs(7)).toBe(4 * minute);
    expect(accountLockMs(9)).toBe(15 * minute);
    expect(accountLockMs(50)).toBe(15 * minute);
  });

  it("counts the wait from the last failure", () => {
    const now = 1_000_000_000;
    const history = { accountFailures: 5, lastAccountFailureAt: now - 20_000, addressFailures: 5 };
    expect(waitBeforeNextTry(history, now)).toBe(40_000);
    expect(waitBeforeNextTry(history, now + 40_000)).toBe(0);
  });

  it("throttles a network address after too many failures, whatever e-mail it tries", () => {
    const history = { accountFailures: 0, lastAccountFailureAt: null, addressFailures: addressFailureLimit };
    expect(waitBeforeNextTry(history, Date.now())).toBe(failureWindowMs);
  });
});
