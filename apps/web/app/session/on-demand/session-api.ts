// The session's and sign-in's calls through the contract's typed client. Loaded on demand (see
// session-store.ts), so the client and zod stay out of the first load of every page.
import type { PhoneCodeSent, RefreshedTokens, TokenSet, VkIdSignIn } from '@nori/contract';
import type { Profile } from '../profile';
import { browserApiClient } from '../../platform/browser-api';

export interface SessionApiOptions {
  apiBaseUrl: string;
  /** Names this storefront to the API (its SIGN_IN_API_KEYS). */
  apiKey: string;
  whiteLabel: string;
  locale: string;
  /** VK ID's base address and app id, to end its session on sign-out; null: VK is off. */
  vkId: { url: string; clientId: string } | null;
}

export const createSessionApi = ({ apiBaseUrl, apiKey, whiteLabel, locale, vkId }: SessionApiOptions) => {
  const api = browserApiClient(apiBaseUrl, locale);
  return {
    refresh: (refreshToken: string): Promise<RefreshedTokens> => api.refreshTokens({ token: refreshToken }),
    signOut: async (refreshToken: string): Promise<void> => {
      await api.signOut({ token: refreshToken });
    },
    /** Ends VK ID's own session after a VK sign-in (its logout is a form POST, its answer not needed). */
    endVkIdSession: (vkAccessToken: string | null): void => {
      if (!vkId || !vkAccessToken) return;
      // The answer is not readable cross-origin, and nothing waits for it.
      void fetch(new URL('/oauth2/logout', vkId.url), {
        method: 'POST',
        mode: 'no-cors',
        body: new URLSearchParams({ client_id: vkId.clientId, access_token: vkAccessToken }),
      }).catch(() => undefined);
    },
    me: (accessToken: string): Promise<Profile> => api.getMe({ token: accessToken }),
    requestPhoneCode: (phone: string, captchaToken: string | null): Promise<PhoneCodeSent> =>
      api.requestPhoneCode({ body: { apiKey, captchaToken, mode: 'WEB', phone, whiteLabel } }),
    signInWithPhone: (phone: string, code: string, captchaToken: string | null): Promise<TokenSet> =>
      api.signInWithPhone({ body: { apiKey, captchaToken, code, phone } }),
    signInWithIdToken: (provider: 'APPLE' | 'GOOGLE', idToken: string, nonce?: string): Promise<TokenSet> => {
      const input = { headers: { 'x-id-token': idToken }, body: { apiKey, whiteLabel, nonce } };
      return provider === 'APPLE' ? api.signInWithApple(input) : api.signInWithGoogle(input);
    },
    signInWithVkId: (code: Omit<VkIdSignIn, 'apiKey'>): Promise<TokenSet> =>
      api.signInWithVkId({ body: { apiKey, ...code } }),
  };
};

export type SessionApi = ReturnType<typeof createSessionApi>;
