/**
 * How many uploads are being received and saved at once, in all and per
 * signed-in session (an official on one device). Spooling keeps memory flat;
 * these bound the temporary disk space and the work queued behind the one
 * image worker. Decision 0051 gives the numbers.
 */
export const uploadLimits = { perSession: 24, total: 48 };

interface Counts {
  total: number;
  bySession: Map<string, number>;
}

// The React Router build is the only bundle that parses uploads, but the
// counts live on globalThis like the image queue, so no second copy can split them.
const key = Symbol.for("club.media.upload-slots");
const shared = globalThis as Record<symbol, Counts | undefined>;
shared[key] ??= { total: 0, bySession: new Map() };
const counts: Counts = shared[key];

/** Takes a slot for an upload, or returns null when the limits are reached; the release function frees it once. */
export function takeUploadSlot(session: string): (() => void) | null {
  const mine = counts.bySession.get(session) ?? 0;
  if (counts.total >= uploadLimits.total || mine >= uploadLimits.perSession) return null;
  counts.total++;
  counts.bySession.set(session, mine + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    counts.total--;
    const left = (counts.bySession.get(session) ?? 1) - 1;
    if (left <= 0) counts.bySession.delete(session);
    else counts.bySession.set(session, left);
  };
}
