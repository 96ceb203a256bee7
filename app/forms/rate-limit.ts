/** The answer to a visitor over the per-address limit: 429, and when to come back. */
export const rateLimited = { status: 429, headers: { "Retry-After": "3600" } } as const satisfies ResponseInit;
