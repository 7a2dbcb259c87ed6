import { CheckoutPage } from '../features/checkout';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'simple', needsLocation: true };

export default function Checkout() {
  return <CheckoutPage />;
}
