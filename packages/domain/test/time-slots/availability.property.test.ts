import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { id, type PositionId } from '../../src/brand';
import { isPositionAvailable, nextAvailability, type PositionTimeSlot } from '../../src/time-slots';
import { DAYS_OF_WEEK } from '../../src/types';

const position = id<PositionId>(1);
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const detail = fc.record({
  dayOfWeek: fc.constantFrom(...DAYS_OF_WEEK),
  startAt: time,
  endAt: time,
  isActive: fc.boolean(),
});
const slots = fc
  .array(detail, { maxLength: 6 })
  .map((details): PositionTimeSlot[] => [{ positionIds: [position], details }]);
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
const zone = fc.constantFrom('+03:00', '-05:30', '+00:00', '+14:00');

describe('nextAvailability (properties)', () => {
  it('points at a later moment when the position is available', () => {
    fc.assert(
      fc.property(slots, instant, zone, (generated, now, timezone) => {
        const next = nextAvailability(position, generated, now, timezone);
        if (isPositionAvailable(position, generated, now, timezone)) {
          expect(next).toBeNull();
        } else if (next !== null) {
          expect(next.atMs).toBeGreaterThan(now);
          expect(isPositionAvailable(position, generated, next.atMs, timezone)).toBe(true);
          expect(next.daysAhead).toBeLessThanOrEqual(7);
        }
      }),
    );
  });

  it('answers null only when no active range exists', () => {
    fc.assert(
      fc.property(slots, instant, zone, (generated, now, timezone) => {
        const available = isPositionAvailable(position, generated, now, timezone);
        const next = nextAvailability(position, generated, now, timezone);
        const anyActive = generated.some((slot) => slot.details.some((d) => d.isActive));
        if (!available && anyActive) expect(next).not.toBeNull();
      }),
    );
  });
});
