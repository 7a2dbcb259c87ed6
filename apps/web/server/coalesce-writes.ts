// A streamed page arrives as many small writes (React writes its HTML in 2 KB pieces), and the
// compressor flushes after each write so that what is ready reaches the browser at once. Each flush
// ends a brotli block, which costs bytes and the block's context: the menu's document was 0.8 KB
// larger on the wire (27 flushes) than compressed in one piece. What arrives within one turn of the
// event loop is written as one piece: the page still streams (a later part, such as the loader
// data a deferred boundary sends, is flushed when it comes), with one flush per turn.
import { Transform } from 'node:stream';

export const coalesceWrites = (): Transform => {
  let held: Buffer[] = [];
  let scheduled: ReturnType<typeof setImmediate> | null = null;
  const release = (stream: Transform) => {
    scheduled = null;
    if (held.length === 0) return;
    const piece = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    stream.push(piece);
  };
  return new Transform({
    transform(chunk: Buffer | Uint8Array, _encoding, callback) {
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      scheduled ??= setImmediate(() => release(this));
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      release(this);
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      held = [];
      callback(error);
    },
  });
};
