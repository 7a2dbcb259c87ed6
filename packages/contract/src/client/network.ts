// How a failed fetch is recognised and how a status is kept in range (spec §8).
// TODO(domain): packages/domain/src/errors is to export isNetworkFailure and normaliseStatus;
// when it does, import them from '@nori/domain' and delete this file.

/** Fragments of the messages browsers and Node give a fetch that failed on the network. */
const NETWORK_FAILURE_MESSAGES = [
  'failed to fetch',
  'network error',
  'load failed',
  'offline',
  'fetch failed',
  'terminated',
];

export const isNetworkFailure = (message: string): boolean => {
  const lower = message.toLowerCase();
  return NETWORK_FAILURE_MESSAGES.some((fragment) => lower.includes(fragment));
};

/** A status in 100–599 is kept; anything else (missing, 0, out of range) becomes 500. */
export const normaliseStatus = (status: number | undefined): number =>
  status !== undefined && Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
