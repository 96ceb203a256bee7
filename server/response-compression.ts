import zlib from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/**
 * A file sent to be saved (`Content-Disposition: attachment`: CSV exports,
 * Form 10BD, a vCard) is large and made once: compressed at brotli's fastest
 * quality and gzip's fastest level, not the defaults pages get (brotli 4,
 * gzip 6). On Form 10BD's 1.9 MB, brotli 1 took 4 ms where 4 took 15, for
 * 15 % more bytes (decision 0091).
 */
const isDownload = (req: Request, res: Response) =>
  String(res.getHeader("Content-Disposition") ?? "").startsWith("attachment") && compression.filter(req, res);

/**
 * How far a file's writer may run ahead of its compressor. At the streams' default (16 KB)
 * each 40 KB chunk of Form 10BD waited for its own compression, one after the other.
 */
const ahead = 256 * 1024;

/**
 * Compression for every answer: pages and other answers at the defaults, downloads fast.
 * The download middleware runs second, so it decides first; an answer it compresses
 * carries its Content-Encoding, which the first leaves alone.
 */
export function responseCompression(): RequestHandler[] {
  return [
    compression(),
    compression({
      filter: isDownload,
      level: 1,
      highWaterMark: ahead,
      // Node's zlib streams take a stream's options, which the types leave out.
      brotli: { highWaterMark: ahead, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } as zlib.BrotliOptions,
    }),
  ];
}
