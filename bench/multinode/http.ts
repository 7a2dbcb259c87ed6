// Plain HTTP for the multi-node test: node:http rather than fetch, so a request can come from a
// chosen loopback address (127.0.0.x) — nginx forwards it and the API's per-client limits count
// by it — and so the answering node (nginx's X-Nori-Node header) can be read.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

export interface Answer {
  status: number;
  /** host:port of the node nginx passed the request to ('' when nginx answered itself). */
  node: string;
  headers: IncomingHttpHeaders;
  body: string;
  json<T>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's address: any 127.0.0.x. */
  from?: string;
  timeoutMs?: number;
}

export function call(url: string, options: RequestOptions = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.from,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        timeout: options.timeoutMs ?? 30_000,
      },
      (response: IncomingMessage) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            node: String(response.headers['x-nori-node'] ?? ''),
            headers: response.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer in time`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** The answer's JSON when its status is the expected one; throws with the body otherwise. */
export async function expectJson<T>(answer: Promise<Answer>, status = 200): Promise<T> {
  const got = await answer;
  if (got.status !== status)
    throw new Error(`expected ${status}, got ${got.status}: ${got.body.slice(0, 300)}`);
  return got.json<T>();
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
