// How the fetch client tells a network failure from an answered error (spec §8). Browsers and
// Node word it differently: Chrome 'Failed to fetch', Safari 'Load failed', undici 'fetch failed',
// Firefox 'NetworkError when …' (hence the optional space in 'network error').
const NETWORK_FAILURE = /failed to fetch|network ?error|load failed|offline|fetch failed|terminated/i;

export const isNetworkFailure = (message: string | null | undefined): boolean =>
  typeof message === 'string' && NETWORK_FAILURE.test(message);

/** A real HTTP status (an integer 100–599), else 500. */
export const normaliseStatus = (status: unknown): number =>
  typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
