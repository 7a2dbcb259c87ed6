// A failed sign-in call in the visitor's language: a code the error catalogue knows gets its
// translated message (spec §8, the SMS errors); otherwise the failure's own message, which the
// contract's client already words per spec §8 (network, status text).
import { ERROR_CODES, errorMessageKey, isNetworkFailure, type Translate } from '@nori/domain';
import { addRussianTexts } from '../../i18n';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(errorMessagesRu);

export const errorText = (error: unknown, t: Translate): string => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const key = errorMessageKey(typeof code === 'string' ? code : null);
  if (key) return t(key);
  // A network failure without the client's code (a provider's SDK, a chunk that did not arrive, the
  // spec §8 English 'Network error when attempting to fetch resource.'): said in the visitor's language.
  if (error instanceof Error && isNetworkFailure(error.message))
    return t(errorMessageKey(ERROR_CODES.network) ?? 'error.code.common.network');
  if (error instanceof Error && error.message !== '') return error.message;
  return t(errorMessageKey(ERROR_CODES.requestFailed) ?? 'error.code.common.request-failed');
};
