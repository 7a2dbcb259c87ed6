import { RestoPage } from '../features/restos';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/resto';
import { seoMeta, skipServerLoader } from '../features/seo';
import { loadIndexablePage } from './indexable-page.server';

export const loader = (args: Route.LoaderArgs) =>
  loadIndexablePage(args, { kind: 'resto', restoId: Number(args.params.restoId) });
export const clientLoader = skipServerLoader;
export const meta: Route.MetaFunction = seoMeta;

export const handle: RouteHandle = { layout: 'custom-default' };

export default function Resto({ params }: Route.ComponentProps) {
  return <RestoPage restoId={Number(params.restoId)} />;
}
