import { AuthPage } from '../features/auth';
import type { RouteHandle } from '../platform/route-handle';

export const handle: RouteHandle = { layout: 'simple' };

export default function Auth() {
  return <AuthPage />;
}
