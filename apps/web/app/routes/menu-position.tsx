import { PositionLayer } from '../features/menu';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/menu-position';

export const handle: RouteHandle = { layer: true };

export default function MenuPosition({ params }: Route.ComponentProps) {
  return <PositionLayer menuId={Number(params.menuId)} positionId={Number(params.positionId)} />;
}
