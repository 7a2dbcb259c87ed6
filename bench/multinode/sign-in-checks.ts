// Sign-in across nodes: a code asked for through one node is accepted through the other, and the
// per-phone and per-client limits count requests wherever they landed (they live in the database).
import { CLIENT_HOURLY_LIMIT, type Cluster } from './cluster';
import { errorCodeOf, nodesOf, personOf, requestCode, enterCode, type Check } from './people';

/** A phone of its own per use: the per-range limit (all but the last 4 digits) stays out of the way. */
let nextPhone = 0;
export const freshPhone = (): string => {
  nextPhone += 1;
  return `+7999${String(process.pid % 1000).padStart(3, '0')}${String(nextPhone).padStart(3, '0')}0`;
};

async function codeAcrossNodes(cluster: Cluster): Promise<Check> {
  const name = 'a sign-in code asked for through one node is accepted through the other';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const phone = freshPhone();
    const asked = await requestCode(cluster, phone, '127.0.0.2');
    const code = cluster.sms.lastCode(phone);
    if (asked.status !== 202 || !code) return { name, held: false, figures: `code request ${asked.status}` };
    const accepted = await enterCode(cluster, phone, code, '127.0.0.2');
    if (accepted.node === asked.node) continue; // round-robin put both on one node: ask again
    if (accepted.status !== 200)
      return { name, held: false, figures: `code refused: ${accepted.status} ${accepted.body}` };
    const person = await personOf(cluster, accepted.json<{ accessToken: string }>().accessToken);
    return {
      name,
      held: person.personId > 0,
      figures: `asked on ${asked.node}, accepted on ${accepted.node}, person ${person.personId}`,
    };
  }
  return { name, held: false, figures: 'nginx never alternated nodes in 3 tries' };
}

async function perPhoneLimit(cluster: Cluster): Promise<Check> {
  const name = 'the per-phone limit (one code per 90 s) counts across nodes';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const phone = freshPhone();
    const first = await requestCode(cluster, phone, '127.0.0.3');
    const second = await requestCode(cluster, phone, '127.0.0.3');
    if (first.node === second.node) continue; // both on one node: proves nothing, ask again
    return {
      name,
      held: first.status === 202 && errorCodeOf(second) === 'sign-in.code-already-sent',
      figures: `first ${first.status} on ${first.node}; second ${second.status} ${errorCodeOf(second)} on ${second.node}`,
    };
  }
  return { name, held: false, figures: 'nginx never alternated nodes in 3 tries' };
}

async function perClientLimit(cluster: Cluster): Promise<Check> {
  const answers = [];
  for (let index = 0; index <= CLIENT_HOURLY_LIMIT; index += 1)
    answers.push(await requestCode(cluster, freshPhone(), '127.0.0.4'));
  const allowed = answers.slice(0, CLIENT_HOURLY_LIMIT);
  const over = answers[CLIENT_HOURLY_LIMIT]!;
  // Another client address is not held back: nginx forwards each client's own address.
  const other = await requestCode(cluster, freshPhone(), '127.0.0.5');
  const held =
    allowed.every((answer) => answer.status === 202) &&
    nodesOf(allowed).length === 2 &&
    errorCodeOf(over) === 'sign-in.sending-failed' &&
    other.status === 202;
  return {
    name: `the per-client limit (${CLIENT_HOURLY_LIMIT} an hour here) counts across nodes, by the forwarded address`,
    held,
    figures:
      `${allowed.filter((answer) => answer.status === 202).length} sent over ${nodesOf(allowed).length} nodes, ` +
      `then ${over.status} ${errorCodeOf(over)}; another client: ${other.status}`,
  };
}

export async function signInChecks(cluster: Cluster): Promise<Check[]> {
  return [await codeAcrossNodes(cluster), await perPhoneLimit(cluster), await perClientLimit(cluster)];
}
