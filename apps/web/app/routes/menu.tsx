import { Outlet } from 'react-router';
import { MenuPage } from '../features/menu';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/menu';

export const handle: RouteHandle = { layout: 'default', needsLocation: true };

/** The menu page; a position opens as a layer above it (the child route). */
export default function Menu({ params }: Route.ComponentProps) {
  return (
    <MenuPage menuId={Number(params.menuId)}>
      <Outlet />
    </MenuPage>
  );
}
