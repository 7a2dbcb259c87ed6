// Tells a database that cannot be reached from a query that went wrong. The first is the
// infrastructure's fault and passes (the client should retry, the load balancer should send
// traffic elsewhere): a 503. The second is a bug: a 500. node-postgres reports an unreachable or
// vanished server in three ways, all recognised here, through any wrapping (Drizzle's
// DrizzleQueryError keeps the driver's error as its cause).

/** Socket errors of a server that is down, restarting or unreachable, and a full disk (PGlite's files). */
const SYSTEM_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that ended or refused the session: class 08 (connection exception),
 * 57P01–57P03 (shut down by an administrator, crash, cannot connect now), class 53 (insufficient
 * resources: a full disk 53100, out of memory, too many connections 53300), 57014 (cancelled, e.g.
 * by the statement timeout of an overloaded server).
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03', '57014'].includes(code);

/** node-postgres's own messages for a connection that died or could not be made in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

const fromDriver = (error: Error & { code?: unknown }) => {
  if (typeof error.code === 'string' && (SYSTEM_CODES.has(error.code) || isUnavailableSqlState(error.code)))
    return true;
  return DRIVER_MESSAGES.some((message) => error.message.startsWith(message));
};

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (fromDriver(current)) return true;
    current = current.cause;
  }
  return false;
}
