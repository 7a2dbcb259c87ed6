// The storefront sends an apiKey with every sign-in call. It ships in the browser bundle, so it
// names the client rather than proving anything; when SIGN_IN_API_KEYS lists the known ones, an
// unknown key is refused, which stops casual scripts reusing the API under another name.
import { ERROR_CODES } from '@nori/domain';
import { ApiError } from '../../../errors';

export function checkClientKey(allowed: readonly string[] | undefined, apiKey: string): void {
  if (allowed !== undefined && !allowed.includes(apiKey))
    throw new ApiError(403, ERROR_CODES.authForbidden, 'Unknown apiKey');
}
