import { describe, expect, it } from 'vitest';
import { soldOutAt, soldOutLines, soldOutReason, type StopListEntry } from '../../src';

const at = (iso: string) => Date.parse(iso);
const entries: StopListEntry[] = [
  { kind: 'position', id: 1, untilMs: null },
  { kind: 'position', id: 2, untilMs: at('2026-11-25T08:00:00Z') },
  { kind: 'modifier', id: 7, untilMs: at('2026-11-24T20:00:00Z') },
];

describe('the stop list at a moment', () => {
  it('holds entries without an end and those whose end is ahead', () => {
    const soldOut = soldOutAt(entries, at('2026-11-24T19:59:59Z'));
    expect([...soldOut.positionIds]).toEqual([1, 2]);
    expect([...soldOut.modifierIds]).toEqual([7]);
  });

  it('drops an entry from its end on: until 20:00 means available at 20:00', () => {
    const soldOut = soldOutAt(entries, at('2026-11-24T20:00:00Z'));
    expect([...soldOut.modifierIds]).toEqual([]);
    expect([...soldOutAt(entries, at('2026-11-25T08:00:00Z')).positionIds]).toEqual([1]);
  });
});

describe('sold-out cart lines', () => {
  const soldOut = soldOutAt(entries, at('2026-11-24T12:00:00Z'));
  const lines = [
    { id: 3, modifiers: [{ id: 8 }] },
    { id: 1, modifiers: [] },
    { id: 4, modifiers: [{ id: 8 }, { id: 7 }] },
  ];

  it('names the dish, or the dish and the option that is sold out', () => {
    expect(soldOutReason(lines[1]!, soldOut)).toEqual({ positionId: 1, modifierId: null });
    expect(soldOutReason(lines[2]!, soldOut)).toEqual({ positionId: 4, modifierId: 7 });
    expect(soldOutReason(lines[0]!, soldOut)).toBeNull();
  });

  it('keeps the cart order', () => {
    expect(soldOutLines(lines, soldOut).map((line) => line.id)).toEqual([1, 4]);
  });
});
