// The iiko Cloud API (iikoTransport) as Nori uses it: every call is a POST with a JSON body and a
// bearer token. The token lives about an hour; it comes from /api/1/access_token with an API login
// (the older way, still the one most chains have) or from /api/v2/access_token with an application
// registered at iiko's developer portal. It is fetched when first needed, renewed before it is old
// and once more when iiko answers 401 (it expired early, or iiko restarted). A 5xx, a timeout or a
// broken connection is tried again a few times; anything else is the caller's to handle.
import { IikoCallError, type IikoErrorBody } from './iiko-errors';

export type IikoCredentials = { apiLogin: string } | { apiKey: string; appId: string; clientSecret: string };

export interface IikoClientOptions {
  /** https://api-ru.iiko.services, or the local iiko in development and tests. */
  baseUrl: string;
  credentials: IikoCredentials;
  /** Per attempt; iiko is also told (its Timeout header, in seconds). */
  timeoutMs?: number;
  /** Further attempts after a 5xx, a timeout or a lost connection. */
  retries?: number;
  retryDelayMs?: number;
  /** A token older than this is renewed before use (iiko's last an hour). */
  tokenMaxAgeMs?: number;
  now?: () => number;
}

export interface IikoClient {
  /** POSTs `body` to `path` and answers iiko's JSON. */
  call<T>(path: string, body: unknown): Promise<T>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIikoClient(options: IikoClientOptions): IikoClient {
  const { baseUrl, credentials, timeoutMs = 15_000, retries = 2, retryDelayMs = 300 } = options;
  const { tokenMaxAgeMs = 45 * 60_000, now = Date.now } = options;
  let token: { value: string; at: number } | null = null;
  let pending: Promise<string> | null = null;

  /** One HTTP attempt: the parsed answer, or an IikoCallError saying whether to try again. */
  async function post(path: string, body: unknown, bearer?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          timeout: String(Math.max(1, Math.floor(timeoutMs / 1000))),
          ...(bearer && { authorization: `Bearer ${bearer}` }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new IikoCallError(path, 0, `No answer: ${(error as Error).message}`, { cause: error });
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML page instead of iiko's JSON: reported by its status below.
    }
    if (response.ok && parsed !== null) return parsed;
    const described = parsed as IikoErrorBody | null;
    throw new IikoCallError(path, response.status, described?.errorDescription ?? `HTTP ${response.status}`, {
      body: described ?? undefined,
    });
  }

  async function withRetries(path: string, body: unknown, bearer?: string): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await post(path, body, bearer);
      } catch (error) {
        if (!(error instanceof IikoCallError) || !error.retryable || attempt >= retries) throw error;
        await sleep(retryDelayMs * 2 ** attempt);
      }
    }
  }

  async function fetchToken(): Promise<string> {
    const answer = (
      'apiLogin' in credentials
        ? await withRetries('/api/1/access_token', { apiLogin: credentials.apiLogin })
        : await withRetries('/api/v2/access_token', credentials)
    ) as { token?: unknown };
    if (typeof answer.token !== 'string' || answer.token === '')
      throw new IikoCallError('/api/1/access_token', 200, 'iiko answered no token');
    token = { value: answer.token, at: now() };
    return answer.token;
  }

  /** The current token; concurrent callers share one renewal. */
  function currentToken(): Promise<string> {
    if (token && now() - token.at < tokenMaxAgeMs) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    async call<T>(path: string, body: unknown): Promise<T> {
      const used = await currentToken();
      try {
        return (await withRetries(path, body, used)) as T;
      } catch (error) {
        if (!(error instanceof IikoCallError) || error.status !== 401) throw error;
        // Expired early: renew once (unless another call already did) and try again.
        if (token?.value === used) token = null;
        return (await withRetries(path, body, await currentToken())) as T;
      }
    },
  };
}
