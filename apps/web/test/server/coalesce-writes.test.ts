import { describe, expect, it } from 'vitest';
import { coalesceWrites } from '../../server/coalesce-writes';

const pieces = (stream: ReturnType<typeof coalesceWrites>) => {
  const seen: string[] = [];
  stream.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
  return seen;
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesceWrites', () => {
  it('passes the writes of one event-loop turn on as one piece, in order', async () => {
    const stream = coalesceWrites();
    const seen = pieces(stream);
    stream.write('<html>');
    stream.write('<body>');
    stream.write(Buffer.from('Меню'));
    await nextTurn();
    await nextTurn();
    expect(seen).toEqual(['<html><body>Меню']);
  });

  it('still streams: a later turn is a piece of its own, and the end sends what is held', async () => {
    const stream = coalesceWrites();
    const seen = pieces(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('shell');
    await nextTurn();
    await nextTurn();
    stream.write('data');
    stream.end('</html>');
    await ended;
    expect(seen).toEqual(['shell', 'data</html>']);
  });
});
