import type { RequestHandler, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * compression forwards `res.on("drain")` to its gzip stream but not
 * `res.off` or `removeListener` (expressjs/compression#135), so each
 * `once("drain")` React Router's writer adds when a write must wait stays on
 * that stream until the response ends: a long compressed response (a large
 * CSV, a long list) printed "11 drain listeners added to [Gzip]" warnings.
 * Here the response answers every `once("drain")` from one listener of its own.
 */
export const oneDrainListener: RequestHandler = (_req, res, next) => {
  const waiting = new Set<Listener>();
  let listening = false;
  const once = res.once;
  const removeListener = res.removeListener;
  res.once = function (this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return once.call(this, event, listener);
    waiting.add(listener);
    if (!listening) {
      listening = true;
      this.on("drain", (...args: unknown[]) => {
        const now = [...waiting];
        waiting.clear();
        for (const waiter of now) waiter(...args);
      });
    }
    return this;
  } as Response["once"];
  res.off = res.removeListener = function (this: Response, event: string | symbol, listener: Listener) {
    if (event === "drain" && waiting.delete(listener)) return this;
    return removeListener.call(this, event, listener);
  } as Response["off"];
  next();
};
