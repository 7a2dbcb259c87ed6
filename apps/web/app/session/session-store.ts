// The session (spec §4): signing in stores the tokens, then fetches the profile; signed in means
// profile, access token and refresh token all present; sign-out clears both. Kept in the stored
// settings, so every component re-renders on a change (also one made in another tab) and the
// server renders signed out.
import type { SignInSource } from '@nori/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { STORED_KEYS } from '../platform/stored-keys';
import {
  readStored,
  readStoredText,
  removeStored,
  subscribeStored,
  writeStored,
} from '../platform/stored-settings';
import { isStoredProfile, type Profile } from './profile';
import type { SessionApi } from './on-demand/session-api';
import { isExpired, isStoredTokens, type StoredTokens } from './session-tokens';

export interface SessionSettings {
  apiBaseUrl: string;
  apiKey: string;
  whiteLabel: string;
  locale: string;
  /** VK ID's base address and app id, to end the VK ID session on sign-out; null: VK is off. */
  vkId: { url: string; clientId: string } | null;
  /** The client clock corrected by the server's (spec §3, server time). */
  now: () => number;
}

let settings: SessionSettings = {
  apiBaseUrl: '',
  apiKey: 'nori-web',
  whiteLabel: 'demo',
  locale: 'ru',
  vkId: null,
  now: () => Date.now(),
};

/** The client's clock corrected by the server's, as the session reads it. */
export const sessionNow = (): number => settings.now();

/** Set once at start-up (startup.tsx) from the public configuration. */
export const configureSession = (next: Partial<SessionSettings>): void => {
  settings = { ...settings, ...next };
};

// Loaded with the first call that needs it: a visitor who has not signed in makes none (issue 17).
export const sessionApi = async (): Promise<SessionApi> =>
  (await import('./on-demand/session-api')).createSessionApi(settings);

/** Rejected by withAccessToken once the session is over: the UI asks the person to sign in. */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError';
  constructor() {
    super('Signed out: the session has ended');
  }
}

export const isSignedOutError = (error: unknown): error is SignedOutError => error instanceof SignedOutError;

const readTokens = (): StoredTokens | null => readStored(STORED_KEYS.tokens, isStoredTokens);

const isUnauthorized = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/** Forgets the session in this browser (profile and tokens), and nothing more. */
export const clearLocally = (): void => {
  removeStored(STORED_KEYS.profile);
  removeStored(STORED_KEYS.tokens);
};

/** Clears profile and tokens, then ends the session on the server (and VK ID's), best-effort. */
export const signOut = async (): Promise<void> => {
  const tokens = readTokens();
  clearLocally();
  if (!tokens) return;
  try {
    const api = await sessionApi();
    if (tokens.source === 'VK') api.endVkIdSession(tokens.vkAccessToken);
    await api.signOut(tokens.refreshToken);
  } catch {
    // Best-effort: the tokens are gone from this browser; the server's session expires on its own.
  }
};

// Another tab may refresh at the same time; the API refuses a refresh token used twice, so tabs
// take turns (Web Locks) and one that finds fresher tokens stored uses them instead.
const inTurn = <T>(task: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('nori-session-refresh', task)
    : task();

const renew = (stale: StoredTokens): Promise<StoredTokens> =>
  inTurn(async () => {
    const current = readTokens();
    if (!current) throw new SignedOutError();
    const now = settings.now();
    if (current.accessToken !== stale.accessToken && !isExpired(current.accessTokenExpiresAt, now))
      return current;
    if (isExpired(current.refreshTokenExpiresAt, now)) {
      await signOut();
      throw new SignedOutError();
    }
    let refreshed;
    try {
      refreshed = await (await sessionApi()).refresh(current.refreshToken);
    } catch (error) {
      // Refused: the session is over. Any other failure (offline) keeps it for the next try.
      if (!isUnauthorized(error)) throw error;
      clearLocally();
      throw new SignedOutError();
    }
    const { tokensAfterRefresh } = await import('./on-demand/session-renewal');
    const next = tokensAfterRefresh(current, refreshed, settings.now());
    writeStored(STORED_KEYS.tokens, next);
    return next;
  });

// One refresh at a time in this tab: parallel calls wait for the same new tokens.
let renewing: Promise<StoredTokens> | null = null;
const renewOnce = (stale: StoredTokens): Promise<StoredTokens> =>
  (renewing ??= renew(stale).finally(() => {
    renewing = null;
  }));

/**
 * Runs an authorised call with a live access token: an expired one is refreshed first, and a 401
 * is answered by one refresh and one retry. Rejects with a SignedOutError when there is no
 * session or its refresh token is expired or refused (the session is then cleared).
 */
export const withAccessToken = async <T>(call: (accessToken: string) => Promise<T>): Promise<T> => {
  let tokens = readTokens();
  if (!tokens) throw new SignedOutError();
  if (isExpired(tokens.accessTokenExpiresAt, settings.now())) tokens = await renewOnce(tokens);
  try {
    return await call(tokens.accessToken);
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    const renewed = await renewOnce(tokens);
    return call(renewed.accessToken);
  }
};

/**
 * At start-up a stored session fetches its profile again: changes made elsewhere show, and a
 * session ended elsewhere (refused refresh) signs out here. Failing quietly keeps the stored one.
 */
export const refreshStoredProfile = async (): Promise<void> => {
  if (!readTokens() || !readStored(STORED_KEYS.profile, isStoredProfile)) return;
  try {
    const api = await sessionApi();
    const profile = await withAccessToken((accessToken) => api.me(accessToken));
    if (readTokens()) writeStored(STORED_KEYS.profile, profile);
  } catch {
    // Offline or the API is down: the stored profile stays; a signed-out session is already cleared.
  }
};

export interface Session {
  signedIn: boolean;
  profile: Profile | null;
  source: SignInSource | null;
  /** False while the browser's storage has not been read yet (server render, hydration). */
  known: boolean;
}

const subscribeNothing = () => () => undefined;

/** The session as React state; signed out on the server and during hydration. */
export const useSession = (): Session => {
  const profileText = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(STORED_KEYS.profile),
    () => undefined,
  );
  const tokensText = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(STORED_KEYS.tokens),
    () => undefined,
  );
  const known = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  // Parsed once per stored text, so a profile keeps its identity between renders (effects that
  // depend on it run when it changes, not on every render).
  return useMemo(() => {
    const profile = profileText ? readStored(STORED_KEYS.profile, isStoredProfile) : null;
    const tokens = tokensText ? readStored(STORED_KEYS.tokens, isStoredTokens) : null;
    const signedIn = profile !== null && tokens !== null;
    return {
      signedIn,
      profile: signedIn ? profile : null,
      source: signedIn ? tokens.source : null,
      known,
    };
  }, [profileText, tokensText, known]);
};
