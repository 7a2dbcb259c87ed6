// A stand-in for SMS.ru (POST /sms/send, api_id, to, msg, json=1) on a free local port: it takes
// every message and keeps the last code per number, so a script can sign in to a production-mode
// API, which has no development inbox.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsRu {
  url: string;
  /** The six digits last sent to the number (E.164, with its '+'). */
  lastCode(phone: string): string | undefined;
  close(): Promise<void>;
}

export async function startFakeSmsRu(): Promise<FakeSmsRu> {
  const codes = new Map<string, string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const to = form.get('to') ?? '';
      const code = /\d{6}/.exec(form.get('msg') ?? '')?.[0];
      if (code) codes.set(`+${to}`, code);
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100 } } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    lastCode: (phone) => codes.get(phone),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
