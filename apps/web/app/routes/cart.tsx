import { CartPage } from '../features/cart';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'simple', needsLocation: true };

export default function Cart() {
  return <CartPage />;
}
