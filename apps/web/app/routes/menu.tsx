import { Outlet } from 'react-router';
import { MenuPage } from '../features/menu';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/menu';
import { seoMeta, skipServerLoader } from '../features/seo';
import { loadIndexablePage } from './indexable-page.server';

export const loader = (args: Route.LoaderArgs) =>
  loadIndexablePage(args, {
    kind: 'menu',
    menuId: Number(args.params.menuId),
    ...(args.params.positionId ? { positionId: Number(args.params.positionId) } : {}),
  });
export const clientLoader = skipServerLoader;
export const meta: Route.MetaFunction = seoMeta;

export const handle: RouteHandle = { layout: 'default', needsLocation: true };

/** The menu page; a position opens as a layer above it (the child route). */
export default function Menu({ params }: Route.ComponentProps) {
  return (
    <MenuPage menuId={Number(params.menuId)}>
      <Outlet />
    </MenuPage>
  );
}
