import { NON_ISO_8601_DATE, parseIso8601 } from './iso8601';

/** One server-time exchange (spec §3, GET /1/now): the answer and the client's clock around it. */
export interface ServerTimeSample {
  /** The server's utc_time, ISO 8601. */
  utcTime: string;
  /** Client epoch milliseconds when the request was sent. */
  sentAtMs: number;
  /** Client epoch milliseconds when the answer arrived. */
  receivedAtMs: number;
}

/**
 * Milliseconds to add to the client clock to read the server clock. The server read its clock
 * somewhere during the round trip; the midpoint halves the worst-case error of a one-way guess.
 */
export const clockOffsetMs = ({ utcTime, sentAtMs, receivedAtMs }: ServerTimeSample): number => {
  const serverMs = parseIso8601(utcTime);
  if (serverMs === null) throw new RangeError(`${NON_ISO_8601_DATE}: '${utcTime}'`);
  if (receivedAtMs < sentAtMs) throw new RangeError('The answer cannot arrive before the request was sent');
  return Math.round(serverMs - (sentAtMs + receivedAtMs) / 2);
};

/** The server's time now, from the client clock and the offset found at start-up. */
export const serverNow = (clientNowMs: number, offsetMs: number): number => clientNowMs + offsetMs;
