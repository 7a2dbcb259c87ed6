// The office's errors as the API throws them: the code's status and its English text (the office
// app shows its own translation of the code).
import {
  createTranslator,
  OFFICE_ERROR_STATUS,
  officeErrorMessageKey,
  officeErrorMessages,
  type OfficeErrorCode,
} from '@nori/domain';
import { ApiError } from '../../../errors';

const english = createTranslator(officeErrorMessages, 'en');

export const officeError = (
  code: OfficeErrorCode,
  { status, headers }: { status?: number; headers?: Record<string, string> } = {},
): ApiError =>
  new ApiError(status ?? OFFICE_ERROR_STATUS[code], code, english(officeErrorMessageKey(code)), {}, headers);

/** 429 staff.too-many-attempts with the seconds to wait in Retry-After. */
export const tooManyAttempts = (retryAfterMs: number): ApiError =>
  officeError('staff.too-many-attempts', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
