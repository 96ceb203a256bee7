/**
 * Chunks of text as a response body of UTF-8 bytes: each chunk is made when
 * the one before has been taken, so a long file is never held whole.
 */
export function utf8Stream(chunks: Iterator<string> | AsyncIterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
}
