import { HomePage } from '../features/home';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'default', needsLocation: true };

export default function Home() {
  return <HomePage />;
}
