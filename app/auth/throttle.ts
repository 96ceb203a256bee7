/** Consecutive failures for one e-mail address before it must wait. */
export const accountFailureLimit = 5;
/** Failures from one network address before it must wait. */
export const addressFailureLimit = 20;
/** The window in which failures count. */
export const failureWindowMs = 15 * 60 * 1000;
const firstLockMs = 60 * 1000;
const longestLockMs = 15 * 60 * 1000;

/**
 * How long an address must wait after `failures` consecutive failures: nothing
 * below the limit, then one minute doubling to at most fifteen, so a stranger
 * guessing an official's address can never lock them out for long.
 */
export function accountLockMs(failures: number): number {
  if (failures < accountFailureLimit) return 0;
  return Math.min(longestLockMs, firstLockMs * 2 ** (failures - accountFailureLimit));
}

export interface FailureHistory {
  /** Failures for this e-mail within the window, since its last success. */
  accountFailures: number;
  lastAccountFailureAt: number | null;
  /** Failures from this address within the window. */
  addressFailures: number;
}

/** Milliseconds until another try is allowed; 0 when it is allowed now. */
export function waitBeforeNextTry(history: FailureHistory, now: number): number {
  if (history.addressFailures >= addressFailureLimit) return failureWindowMs;
  const lock = accountLockMs(history.accountFailures);
  if (lock === 0 || history.lastAccountFailureAt === null) return 0;
  return Math.max(0, history.lastAccountFailureAt + lock - now);
}

/**
 * "Forgot password" requests within an hour: per e-mail address (an official
 * is not flooded with links) and per network address (nobody probes many
 * addresses). Both count every request, whether or not the address is an
 * official's, so being throttled tells nothing either.
 */
export const resetRequestWindowMs = 60 * 60 * 1000;
export const resetRequestAccountLimit = 3;
export const resetRequestAddressLimit = 10;

export function resetRequestAllowed(recent: { account: number; address: number }): boolean {
  return recent.account < resetRequestAccountLimit && recent.address < resetRequestAddressLimit;
}
