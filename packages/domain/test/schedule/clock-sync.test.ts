import { describe, expect, it } from 'vitest';
import { clockOffsetMs, isIso8601, parseIso8601, serverNow } from '../../src/schedule';

describe('clockOffsetMs', () => {
  it('compares the server time with the midpoint of the round trip', () => {
    // Sent at 1000, answered at 1400: the server read its clock around 1200.
    const offset = clockOffsetMs({ utcTime: '1970-01-01T00:00:05.200Z', sentAtMs: 1000, receivedAtMs: 1400 });
    expect(offset).toBe(4000);
    expect(serverNow(10_000, offset)).toBe(14_000);
  });

  it('finds a client clock that runs ahead as a negative offset', () => {
    const sentAtMs = Date.parse('2024-01-01T12:00:30Z');
    const offset = clockOffsetMs({
      utcTime: '2024-01-01T12:00:00.100Z',
      sentAtMs,
      receivedAtMs: sentAtMs + 200,
    });
    expect(offset).toBe(-30_000);
  });

  it('reads a utc_time without an offset as UTC, whatever the machine zone', () => {
    expect(clockOffsetMs({ utcTime: '2024-01-01T00:00:00', sentAtMs: 0, receivedAtMs: 0 })).toBe(
      Date.parse('2024-01-01T00:00:00Z'),
    );
  });

  it('rejects a utc_time that is not ISO 8601 and a reply before the request', () => {
    expect(() => clockOffsetMs({ utcTime: 'yesterday', sentAtMs: 0, receivedAtMs: 1 })).toThrow(
      'Non ISO 8601 compliant date',
    );
    expect(() => clockOffsetMs({ utcTime: '2024-01-01T00:00:00Z', sentAtMs: 5, receivedAtMs: 4 })).toThrow(
      RangeError,
    );
  });
});

describe('parseIso8601', () => {
  it('reads dates, date-times, fractions and offsets', () => {
    expect(parseIso8601('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseIso8601('2024-01-01T10:00:00+03:00')).toBe(Date.UTC(2024, 0, 1, 7));
    expect(parseIso8601('2024-01-01T10:00-0530')).toBe(Date.UTC(2024, 0, 1, 15, 30));
    expect(parseIso8601('2024-01-01T00:00:00.123456Z')).toBe(Date.UTC(2024, 0, 1, 0, 0, 0, 123));
  });

  it('refuses what is not an ISO 8601 date', () => {
    for (const text of [
      '2023-02-29',
      '2024-13-01',
      '2024-01-01T24:00',
      '01.01.2024',
      'Mon, 01 Jan 2024',
      '2024-1-1',
    ]) {
      expect(isIso8601(text), text).toBe(false);
    }
  });
});
