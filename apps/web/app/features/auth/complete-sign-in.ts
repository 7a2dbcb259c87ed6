// The end of every sign-in (phone, Apple, Google, VK ID): the sign-in page's, not every page's
// (issue 17: first-load JavaScript).
import type { TokenSet } from '@nori/contract';
import { STORED_KEYS } from '../../platform/stored-keys';
import { writeStored } from '../../platform/stored-settings';
import type { Profile } from '../../session/profile';
import { clearLocally, sessionApi, sessionNow, withAccessToken } from '../../session/session-store';

/** Stores a sign-in's tokens, then fetches the profile; on failure nothing stays stored. */
export const completeSignIn = async (tokenSet: TokenSet): Promise<Profile> => {
  // Imported as the session store does on a refresh, so the rules stay one chunk of their own.
  const { tokensFromSignIn } = await import('../../session/on-demand/session-renewal');
  writeStored(STORED_KEYS.tokens, tokensFromSignIn(tokenSet, sessionNow()));
  try {
    const api = await sessionApi();
    const profile = await withAccessToken((accessToken) => api.me(accessToken));
    writeStored(STORED_KEYS.profile, profile);
    return profile;
  } catch (error) {
    clearLocally();
    throw error;
  }
};
