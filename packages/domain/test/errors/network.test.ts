import { describe, expect, it } from 'vitest';
import { isNetworkFailure, normaliseStatus } from '../../src/errors';

describe('isNetworkFailure', () => {
  it('recognises the browsers’ and Node’s wording, in any case', () => {
    for (const message of [
      'Failed to fetch',
      'Network error when attempting to fetch resource.',
      'NetworkError when attempting to fetch resource.',
      'Network Error',
      'Load failed',
      'The Internet connection appears to be OFFLINE.',
      'fetch failed',
      'terminated',
    ]) {
      expect(isNetworkFailure(message), message).toBe(true);
    }
  });

  it('does not mistake answered errors for network failures', () => {
    expect(isNetworkFailure('Промокод не найден')).toBe(false);
    expect(isNetworkFailure('Internal Server Error')).toBe(false);
    expect(isNetworkFailure('')).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});

describe('normaliseStatus', () => {
  it('keeps integer statuses from 100 to 599', () => {
    expect(normaliseStatus(100)).toBe(100);
    expect(normaliseStatus(422)).toBe(422);
    expect(normaliseStatus(599)).toBe(599);
  });

  it('turns anything else into 500', () => {
    for (const status of [0, 99, 600, 404.5, Number.NaN, '404', undefined, null]) {
      expect(normaliseStatus(status), String(status)).toBe(500);
    }
  });
});
