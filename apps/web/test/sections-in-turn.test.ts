// The menu's sections turn from a seed's outline into whole ones one at a time (use-sections-in-turn.ts).
// In Budva the server rendered the lunches last (its clock: evening) and the browser's clock (noon)
// put them first: swapping by place then showed 'Rolls' twice and lost a section.
import { describe, expect, it } from 'vitest';
import type { MenuSection } from '../app/features/menu/menu-sections';
import { turnNext } from '../app/features/menu/use-sections-in-turn';

const section = (id: number, later = 0): MenuSection => ({ id, name: `group ${id}`, positions: [], later });

describe('turnNext', () => {
  it('turns the first section that differs into its whole one, the others kept', () => {
    const shown = [section(1, 3), section(2, 5)];
    const whole = [section(1), section(2)];
    const next = turnNext(shown, whole);
    expect(next[0]).toBe(whole[0]);
    expect(next[1]).toBe(shown[1]);
    expect(turnNext(next, whole)).toBe(whole);
  });

  it('takes the whole sections at once when their order differs, never a section twice', () => {
    const shown = [section(2, 5), section(3, 4), section(1, 2)];
    const whole = [section(1), section(2), section(3)];
    const next = turnNext(shown, whole);
    expect(next).toBe(whole);
    expect(new Set(next.map(({ id }) => id)).size).toBe(3);
  });
});
