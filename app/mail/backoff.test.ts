import { describe, expect, it } from "vitest";
import { jitterShare, mayRetry, retryDelayMs } from "./backoff";

const policy = { baseMs: 60_000, maxMs: 6 * 60 * 60_000, maxAttempts: 10 };

describe("retries with exponential backoff and jitter", () => {
  it("waits base × 2^(tries − 1) without jitter (random 0.5)", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy, middle))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000,
    ]);
  });

  it("moves each wait by at most 20 % either way", () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(240_000 * (1 - jitterShare));
    expect(retryDelayMs(3, policy, () => 0.999_999)).toBeCloseTo(240_000 * (1 + jitterShare), -1);
  });

  it("never waits longer than the maximum (plus jitter), however many tries failed", () => {
    expect(retryDelayMs(30, policy, () => 0.5)).toBe(policy.maxMs);
    expect(retryDelayMs(1000, policy, () => 0.5)).toBe(policy.maxMs);
  });

  it("gives up after the last of MAIL_MAX_ATTEMPTS tries", () => {
    expect(mayRetry(9, policy)).toBe(true);
    expect(mayRetry(10, policy)).toBe(false);
  });
});
