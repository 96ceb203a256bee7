import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Whether the response can no longer be written: closed, or its connection gone.
 * A step that awaited may find its client left meanwhile; "close" has been then,
 * and a listener added for it now would never run.
 */
export function responseGone(req: IncomingMessage, res: ServerResponse): boolean {
  return res.closed || res.destroyed || req.socket.destroyed;
}
