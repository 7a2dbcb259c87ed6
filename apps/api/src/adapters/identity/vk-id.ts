// VK ID (OAuth 2.1 with PKCE), the one place that knows its shapes. The storefront gets an
// authorization code for its own code challenge (S256 of a 43–128 character verifier); we exchange
// code + verifier at POST /oauth2/auth, check that VK returns the state we sent, then read the user
// at POST /oauth2/user_info. VK answers errors as {error, error_description} (HTTP 200 or 4xx).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { normalisePhone } from '@nori/domain';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderIdentity } from './identity';

export interface VkIdCode {
  code: string;
  codeVerifier: string;
  deviceId: string;
  redirectUri: string;
  state: string;
}

export interface VkIdSignIn {
  identity: ProviderIdentity;
  /** VK's own access token: the storefront uses it to log out of VK ID. */
  accessToken: string;
}

export interface VkIdClient {
  signIn(code: VkIdCode): Promise<VkIdSignIn>;
}

/** RFC 7636 S256, the only method we accept: BASE64URL(SHA-256(ASCII(code_verifier))). */
export const pkceS256Challenge = (verifier: string) =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

const errorSchema = z.object({ error: z.string(), error_description: z.string().optional() });
const tokensSchema = z.object({
  access_token: z.string().min(1),
  user_id: z.union([z.number(), z.string()]),
  state: z.string(),
});
const optional = z.string().nullish();
const userSchema = z.object({
  user: z.object({
    user_id: z.union([z.number(), z.string()]),
    first_name: optional,
    last_name: optional,
    phone: optional,
    avatar: optional,
    email: optional,
  }),
});

const orNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export function createVkIdClient(options: { clientId: string; url: string; timeoutMs?: number }): VkIdClient {
  const { clientId, url, timeoutMs = 10_000 } = options;

  async function post<T>(path: string, form: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(new URL(path, url), {
        method: 'POST',
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json();
    } catch (error) {
      throw new ProviderUnavailableError(`VK ID ${path} did not answer with JSON`, { cause: error });
    }
    const refused = errorSchema.safeParse(body);
    if (refused.success) {
      const { error, error_description } = refused.data;
      throw new ProviderRejectedError(
        `VK ID ${path} refused: ${error}${error_description ? ` (${error_description})` : ''}`,
      );
    }
    const parsed = schema.safeParse(body);
    if (!response.ok || !parsed.success)
      throw new ProviderUnavailableError(
        `VK ID ${path} answered HTTP ${response.status} of an unexpected shape`,
      );
    return parsed.data;
  }

  return {
    async signIn({ code, codeVerifier, deviceId, redirectUri, state }) {
      const tokens = await post(
        '/oauth2/auth',
        {
          grant_type: 'authorization_code',
          code,
          code_verifier: codeVerifier,
          client_id: clientId,
          device_id: deviceId,
          redirect_uri: redirectUri,
          state,
        },
        tokensSchema,
      );
      if (tokens.state !== state) throw new ProviderRejectedError('VK ID answered for another state');
      const { user } = await post(
        '/oauth2/user_info',
        { client_id: clientId, access_token: tokens.access_token },
        userSchema,
      );
      if (String(user.user_id) !== String(tokens.user_id))
        throw new ProviderRejectedError('VK ID user_info describes another user');
      const phone = orNull(user.phone);
      return {
        accessToken: tokens.access_token,
        identity: {
          subject: String(user.user_id),
          // VK ID gives numbers without '+' (79991234567); only a valid number links accounts.
          phone: phone ? normalisePhone(phone.startsWith('+') ? phone : `+${phone}`) : null,
          email: orNull(user.email),
          firstName: orNull(user.first_name),
          lastName: orNull(user.last_name),
          avatar: orNull(user.avatar),
        },
      };
    },
  };
}
