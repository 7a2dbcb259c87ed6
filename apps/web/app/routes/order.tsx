import { OrderPage } from '../features/orders';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/order';

export const handle: RouteHandle = { layout: 'simple' };

export default function OrderRoute({ params }: Route.ComponentProps) {
  return <OrderPage orderId={Number(params.orderId)} />;
}
