// Loads the Google Maps JS script once per page (spec §4 maps script loader: initialized,
// loading, success, failure; 3 retries with exponentially growing delays). Kept free of imports,
// so its browser test can serve this very file to a page next to a local script server.

export type ScriptStatus = 'initialized' | 'loading' | 'success' | 'failure';

export interface GoogleMapsScriptOptions {
  /** The script's address without parameters; configurable so tests can serve their own. */
  scriptUrl: string;
  apiKey: string;
  language: string;
  /** Retries after the first attempt (spec §9: 3). */
  retries?: number;
  /** The first retry waits this long, each next one twice as long as the one before. */
  firstDelayMs?: number;
}

/** The libraries the storefront uses (spec §7): geometry, places, marker and geocoding. */
export const GOOGLE_MAPS_LIBRARIES = ['geometry', 'places', 'marker', 'geocoding'] as const;
const CALLBACK = '__noriGoogleMapsReady';

export const googleMapsScriptSrc = (options: GoogleMapsScriptOptions): string => {
  const query = new URLSearchParams({
    key: options.apiKey,
    language: options.language,
    libraries: GOOGLE_MAPS_LIBRARIES.join(','),
    v: 'weekly',
    loading: 'async',
    callback: CALLBACK,
  });
  return `${options.scriptUrl}?${query.toString()}`;
};

type CallbackWindow = Window & Record<string, unknown>;

/** One attempt: resolves when the script has called back, rejects when it failed to load. */
const attempt = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const host = window as unknown as CallbackWindow;
    host[CALLBACK] = () => {
      delete host[CALLBACK];
      resolve();
    };
    script.src = src;
    script.async = true;
    script.onerror = () => {
      // A failed script leaves nothing behind, so the next attempt starts clean.
      script.remove();
      delete host[CALLBACK];
      reject(new Error(`The maps script could not be loaded from ${src}`));
    };
    document.head.append(script);
  });

/** The wait before retry `index` (0-based): the first delay, doubled for each retry after it. */
export const retryDelayMs = (index: number, firstDelayMs: number): number => firstDelayMs * 2 ** index;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface GoogleMapsScriptLoader {
  readonly status: ScriptStatus;
  /** Resolves once the script is ready; a load after a failure starts over. */
  load: () => Promise<void>;
  subscribe: (listener: (status: ScriptStatus) => void) => () => void;
}

export const createScriptLoader = (options: GoogleMapsScriptOptions): GoogleMapsScriptLoader => {
  const { retries = 3, firstDelayMs = 1000 } = options;
  const src = googleMapsScriptSrc(options);
  const listeners = new Set<(status: ScriptStatus) => void>();
  let status: ScriptStatus = 'initialized';
  let pending: Promise<void> | null = null;
  const set = (next: ScriptStatus) => {
    status = next;
    for (const listener of listeners) listener(next);
  };

  const run = async () => {
    set('loading');
    for (let index = 0; ; index++) {
      try {
        await attempt(src);
        return set('success');
      } catch (error) {
        if (index >= retries) {
          set('failure');
          throw error;
        }
        await wait(retryDelayMs(index, firstDelayMs));
      }
    }
  };

  return {
    get status() {
      return status;
    },
    load: () => {
      if (status === 'success') return Promise.resolve();
      pending ??= run().finally(() => {
        pending = null;
      });
      return pending;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
