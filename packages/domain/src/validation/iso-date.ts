import { isIso8601 } from '../schedule/iso8601';
import { VALIDATION_KEYS, type ValidationKey } from './keys';

/** Dates must be ISO 8601 (spec §5); the English text is 'Non ISO 8601 compliant date'. */
export const validateIsoDate = (raw: string): ValidationKey | null =>
  isIso8601(raw) ? null : VALIDATION_KEYS.isoDate;
