// How large one order may be. The dishes' sum is bounded well below what the order's amounts
// can hold (32-bit minor units): 29 lines of 999 × 74 900 ₽ once answered 13.4 billion in the
// preflight and 500 at checkout. A million in the currency is far beyond any restaurant order.
import { minorUnits } from '../brand';

export const MAX_ORDER_SUBTOTAL = minorUnits(100_000_000);
