import { describe, expect, it } from 'vitest';
import {
  canAddLine,
  CART_LINES_MAX,
  cartReducer,
  EMPTY_CART,
  LINE_COUNT_MAX,
  PERSON_COUNT_MAX,
  type Cart,
} from '../../src/cart';
import { position } from './fixtures';

const withPositions = (...positions: Cart['positions']): Cart => ({ ...EMPTY_CART, positions });
const fullCart = () => withPositions(...Array.from({ length: CART_LINES_MAX }, (_, i) => position(i + 1)));

// The cart never holds what the order's schema refuses (issue 22: the limits live in one place).
describe('cart limits', () => {
  it('grows a line up to LINE_COUNT_MAX and no further, by adding or by setting its count', () => {
    const nearly = withPositions(position(1, { count: LINE_COUNT_MAX - 1 }));
    const added = cartReducer(nearly, { type: 'add', position: position(1, { count: 5 }) });
    expect(added.positions[0]?.count).toBe(LINE_COUNT_MAX);
    expect(cartReducer(added, { type: 'add', position: position(1) })).toBe(added);
    expect(
      cartReducer(nearly, { type: 'setCount', line: position(1), count: 5000 }).positions[0]?.count,
    ).toBe(LINE_COUNT_MAX);
    expect(canAddLine(nearly, position(1))).toBe(true);
    expect(canAddLine(added, position(1))).toBe(false);
  });

  it('adds no line beyond CART_LINES_MAX, while the lines it holds may still grow', () => {
    const full = fullCart();
    expect(cartReducer(full, { type: 'add', position: position(CART_LINES_MAX + 1) })).toBe(full);
    expect(canAddLine(full, position(CART_LINES_MAX + 1))).toBe(false);
    expect(canAddLine(full, position(1))).toBe(true);
    expect(cartReducer(full, { type: 'add', position: position(1) }).positions[0]?.count).toBe(2);
  });

  it('keeps the person count between 1 and PERSON_COUNT_MAX', () => {
    const most = cartReducer(EMPTY_CART, { type: 'setPersonCount', personCount: PERSON_COUNT_MAX + 1 });
    expect(most.personCount).toBe(PERSON_COUNT_MAX);
    expect(cartReducer(most, { type: 'setPersonCount', personCount: 0 }).personCount).toBe(1);
  });
});
