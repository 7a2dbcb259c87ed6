// Signing a person in through nginx, as the storefront does (phone and SMS code), and reading the
// shared database directly for the checks that count rows.
import pg from 'pg';
import type { Cluster } from './cluster';
import { call, expectJson, type Answer } from './http';

export interface Check {
  name: string;
  held: boolean;
  /** What was measured, in words and numbers. */
  figures: string;
}

export interface Person {
  personId: number;
  authorization: string;
}

const API_KEY = 'nori-web';

export const requestCode = (cluster: Cluster, phone: string, from: string): Promise<Answer> =>
  call(`${cluster.nginx.url}/api/v1/sign/in/phone/code`, {
    from,
    body: { apiKey: API_KEY, captchaToken: null, mode: 'WEB', phone, whiteLabel: 'demo' },
  });

export const enterCode = (cluster: Cluster, phone: string, code: string, from: string): Promise<Answer> =>
  call(`${cluster.nginx.url}/api/v1/sign/in/phone`, {
    from,
    body: { apiKey: API_KEY, captchaToken: null, code, phone },
  });

export async function personOf(cluster: Cluster, accessToken: string): Promise<Person> {
  const authorization = `Bearer ${accessToken}`;
  const me = await expectJson<{ id: number }>(
    call(`${cluster.nginx.url}/api/v1/me`, { headers: { authorization } }),
  );
  return { personId: me.id, authorization };
}

/** Signs a new person in through nginx from a client address of its own. */
export async function signIn(cluster: Cluster, phone: string, from: string): Promise<Person> {
  await expectJson(requestCode(cluster, phone, from), 202);
  const code = cluster.sms.lastCode(phone);
  if (!code) throw new Error(`no SMS code reached ${phone}`);
  const tokens = await expectJson<{ accessToken: string }>(enterCode(cluster, phone, code, from));
  return personOf(cluster, tokens.accessToken);
}

/** One query on the cluster's database. */
export async function sql<T extends object>(
  cluster: Cluster,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Distinct nodes among answers, by nginx's X-Nori-Node. */
export const nodesOf = (answers: Answer[]): string[] => [...new Set(answers.map((answer) => answer.node))];

export const errorCodeOf = (answer: Answer): string => {
  try {
    return answer.json<{ errors: { code: string }[] }>().errors[0]?.code ?? '';
  } catch {
    return '';
  }
};
