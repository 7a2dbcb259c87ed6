// One answer of the API as the load generator gets it (no Accept-Encoding, so uncompressed): its
// body and its headers as sent, in order. The reference server replays both, so the two servers
// differ only in what happens between the request and writing that answer.
import { request } from 'node:http';

export interface CapturedAnswer {
  body: Buffer;
  /** [name, value] pairs as sent, without the hop-by-hop ones node:http writes itself. */
  headers: [string, string][];
}

/**
 * Written per connection or per answer by node:http on either server (the date, keep-alive) or
 * describing the framing of this one transfer: replaying them would duplicate or contradict them.
 */
const HOP_BY_HOP = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
]);

export function captureAnswer(url: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const raw = response.rawHeaders;
        const headers: [string, string][] = [];
        for (let index = 0; index < raw.length; index += 2) {
          const [name, value] = [raw[index]!, raw[index + 1]!];
          if (!HOP_BY_HOP.has(name.toLowerCase())) headers.push([name, value]);
        }
        resolve({ body: Buffer.concat(chunks), headers });
      });
    })
      .on('error', reject)
      .end();
  });
}
