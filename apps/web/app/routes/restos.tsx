import { RestosPage } from '../features/restos';
import type { RouteHandle } from '../platform/route-handle';
import { seoMeta, skipServerLoader } from '../features/seo';
import { loadIndexablePage } from './indexable-page.server';
import type { Route } from './+types/restos';

export const loader = (args: Route.LoaderArgs) => loadIndexablePage(args, { kind: 'restos' });
export const clientLoader = skipServerLoader;
export const meta: Route.MetaFunction = seoMeta;

export const handle: RouteHandle = { layout: 'default' };

export default function Restos() {
  return <RestosPage />;
}
