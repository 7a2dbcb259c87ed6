// A stand-in for SMS.ru on loopback, so the nodes run in production mode (no development inbox)
// with the real gateway adapter: it takes `POST /sms/send` as SMS.ru does, answers OK, and keeps
// each code for the test to read.
import { createServer, type Server } from 'node:http';
import { freePort } from '../lib/net';

export interface FakeSmsRu {
  url: string;
  /** The last code sent to a phone (+7…), or undefined. */
  lastCode(phone: string): string | undefined;
  /** How many messages the gateway took. */
  sent(): number;
  stop(): Promise<void>;
}

export async function startFakeSmsRu(): Promise<FakeSmsRu> {
  const codes = new Map<string, string>();
  let count = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const to = form.get('to') ?? '';
      const code = /\b(\d{6})\b/.exec(form.get('msg') ?? '')?.[1];
      if (code) codes.set(`+${to}`, code);
      count += 1;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100 } } }),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    lastCode: (phone) => codes.get(phone),
    sent: () => count,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
