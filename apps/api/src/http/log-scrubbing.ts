// What the log keeps of an error: enough to investigate, nothing about the customer (issue 20).
// A failed query's error carries the query's values (a person's name, phone, e-mail, address or
// sign-in code) in its message and in `params`; a constraint error names the value in its detail
// ('Key (phone)=(+7…) already exists', 'Failing row contains (…)'). The log keeps the query, the codes and the stack, and writes
// '[redacted]' where a value was, and any phone number or e-mail that is left.
const REDACTED = '[redacted]';

const scrubText = (text: string): string =>
  text
    // DrizzleQueryError: 'Failed query: <sql>\nparams: <values>'.
    .replace(/^params: .*$/gm, `params: ${REDACTED}`)
    // PostgreSQL's messages quote the value they refused: 'invalid input syntax for type integer: "…"'.
    .replace(/: "[^"\n]*"/g, `: "${REDACTED}"`)
    // A check or not-null violation's detail lists the whole row (a comment, an address, an e-mail).
    .replace(/Failing row contains \(.*\)/gs, `Failing row contains (${REDACTED})`)
    // PostgreSQL's details: 'Key (phone)=(+79161234501) already exists.'
    .replace(/\)=\((.*?)\)(?= already exists| is not present| conflicts|\.|$)/gm, `)=(${REDACTED})`)
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, REDACTED)
    // A phone number: ten digits or more, however grouped (not a date, not a port).
    .replace(/\+?\d[\d ()-]{8,}\d/g, (match) => (match.replace(/\D/g, '').length >= 10 ? REDACTED : match));

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Pino's shape of an error (type, message, stack, its code and cause), with the values scrubbed. */
const scrubbedErrorOf = (error: Error, depth: number): LoggedError => {
  const details = error as Error & { code?: unknown; detail?: unknown; statusCode?: unknown };
  const cause =
    error.cause instanceof Error && depth < 5 ? scrubbedErrorOf(error.cause, depth + 1) : undefined;
  return {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    ...(details.code === undefined ? {} : { code: details.code }),
    ...(details.statusCode === undefined ? {} : { statusCode: details.statusCode }),
    ...(typeof details.detail === 'string' ? { detail: scrubText(details.detail) } : {}),
    ...(cause ? { cause } : {}),
  };
};

/** What the log writes for a value given as `err`. */
export const scrubbedError = (value: unknown): unknown =>
  value instanceof Error ? scrubbedErrorOf(value, 0) : typeof value === 'string' ? scrubText(value) : value;

/** Fastify's logger settings: every `err` written to the log is scrubbed. */
export const logSerializers = { err: (error: Error): LoggedError => scrubbedErrorOf(error, 0) };
