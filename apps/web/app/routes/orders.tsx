import { OrdersPage } from '../features/orders';
import type { RouteHandle } from '../platform/route-handle';

// The chosen restaurant's menus decide what 'order again' can put in the cart.
export const handle: RouteHandle = { layout: 'simple', needsLocation: true };

export default function OrdersRoute() {
  return <OrdersPage />;
}
