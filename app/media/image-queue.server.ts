export type Priority = "upload" | "background";

/**
 * At most `size` tasks at once; the others wait in order, an upload's before
 * any background work, so an official waiting for an answer is served first.
 */
export class TaskQueue {
  private active = 0;
  private waiting: Record<Priority, (() => void)[]> = { upload: [], background: [] };

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>, priority: Priority = "upload"): Promise<T> {
    // A finishing task hands its place straight to the next in line, so none can slip in between.
    if (this.active < this.size) this.active++;
    else await new Promise<void>((resolve) => this.waiting[priority].push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.upload.shift() ?? this.waiting.background.shift();
      if (next) next();
      else this.active--;
    }
  }
}

// Images are decoded and encoded one at a time, so a burst of uploads cannot
// add up past the server's memory. The Express server (the AVIF worker) and
// the React Router build (uploads) each bundle a copy of this module, so the
// one queue lives on globalThis.
const key = Symbol.for("club.media.image-queue");
const shared = globalThis as Record<symbol, TaskQueue | undefined>;
shared[key] ??= new TaskQueue(1);

/** The one queue every image decoding and encoding of this process goes through. */
export const imageQueue: TaskQueue = shared[key];
