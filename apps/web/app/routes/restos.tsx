import { RestosPage } from '../features/restos';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'default' };

export default function Restos() {
  return <RestosPage />;
}
