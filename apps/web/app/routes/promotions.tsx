import { PromotionsPage } from '../features/promotions';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'default', needsLocation: true };

export default function Promotions() {
  return <PromotionsPage />;
}
