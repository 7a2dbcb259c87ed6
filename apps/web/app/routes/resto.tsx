import { RestoPage } from '../features/restos';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/resto';

export const handle: RouteHandle = { layout: 'custom-default' };

export default function Resto({ params }: Route.ComponentProps) {
  return <RestoPage restoId={Number(params.restoId)} />;
}
