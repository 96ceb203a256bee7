export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

/** How much a delay may move either way, so e-mails that failed together do not all retry together. */
export const jitterShare = 0.2;

/**
 * The wait before the next try after `attempts` tries have failed:
 * base × 2^(attempts − 1), at most maxMs, then ± 20 % at random.
 * `random` returns a number in [0, 1).
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const plain = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 40));
  const jitter = (random() * 2 - 1) * jitterShare;
  return Math.max(0, Math.round(plain * (1 + jitter)));
}

/** Whether an e-mail that has been tried `attempts` times gets another try. */
export function mayRetry(attempts: number, policy: RetryPolicy): boolean {
  return attempts < policy.maxAttempts;
}
