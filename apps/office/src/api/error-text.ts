import { isApiError } from '@nori/contract';
import type { I18n } from '../i18n/i18n';

/** What to tell the staff member about a failed call, in their language. */
export const errorText = (error: unknown, { t, has }: Pick<I18n, 't' | 'has'>): string => {
  if (!isApiError(error)) return t('office.error.generic');
  if (error.kind === 'network') return t('office.error.network');
  const key = `error.code.${error.code ?? ''}`;
  return error.code && has(key) ? t(key) : t('office.error.generic');
};

export const errorCode = (error: unknown): string | undefined => (isApiError(error) ? error.code : undefined);
