// The hostile requests of the fuzz run (fuzz-openapi.ts): a valid request with a NUL, a lone
// surrogate or a huge number put into one field of its body, or else into a parameter.
import type { Operation } from '../../apps/api/test/resilience/fuzz/operations';
import { toRequest, type FuzzRequest } from '../../apps/api/test/resilience/fuzz/requests';

type Parts = Parameters<typeof toRequest>[1];

export const HOSTILE_KINDS = {
  NUL: { text: '\u0000', url: '%00', number: null },
  'lone surrogate': { text: '\uD800', url: '%ED%A0%80', number: null },
  'huge number': {
    text: null,
    url: '99999999999999999999999',
    number: ['1e400', '123456789012345678901234567890'],
  },
} as const;
const MARKER = 'FUZZHOSTILEMARKER';

/** Every string and number inside a value, with its path. */
function leaves(
  value: unknown,
  path: (string | number)[] = [],
  out: { path: (string | number)[]; type: string }[] = [],
) {
  if (typeof value === 'string' || typeof value === 'number') out.push({ path, type: typeof value });
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...path, index], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let here = copy;
  for (const key of path.slice(0, -1)) here = here[key] as Record<string | number, unknown>;
  here[path.at(-1)!] = value;
  return copy;
}

/** A valid request with a NUL, a lone surrogate or a huge number put into one field. */
export function hostileRequest(
  operation: Operation,
  parts: Parts,
  kind: keyof typeof HOSTILE_KINDS,
  index: number,
): FuzzRequest {
  const hostile = HOSTILE_KINDS[kind];
  const fitting = leaves(parts.body).filter(
    (leaf) => leaf.type === (hostile.text === null ? 'number' : 'string'),
  );
  if (fitting.length > 0) {
    const leaf = fitting[index % fitting.length]!;
    const request = toRequest(
      operation,
      { ...parts, body: setAt(parts.body, leaf.path, MARKER) },
      `${kind} in body ${leaf.path.join('.')}`,
    );
    const literal = hostile.text === null ? hostile.number[index % 2]! : JSON.stringify(`x${hostile.text}`);
    request.payload = request.payload!.replace(`"${MARKER}"`, literal);
    return request;
  }
  // A huge number breaks a numeric parameter; in a text one it is just text (then an unknown one).
  const numeric = (type: unknown) => type === 'integer' || type === 'number' || type === 'array';
  const inUrl = operation.parameters.filter(
    (parameter) => parameter.in !== 'header' && (hostile.text !== null || numeric(parameter.schema.type)),
  );
  const parameter = inUrl[index % Math.max(inUrl.length, 1)];
  const name = parameter?.name ?? 'q';
  const changed =
    parameter?.in === 'path'
      ? { ...parts, path: { ...parts.path, [name]: MARKER } }
      : { ...parts, query: { ...parts.query, [name]: MARKER } };
  const request = toRequest(operation, changed, `${kind} in ${parameter?.in ?? 'query'} ${name}`);
  request.url = request.url.replace(MARKER, hostile.url);
  return request;
}
