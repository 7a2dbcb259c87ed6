import { HomePage } from '../features/home';
import type { RouteHandle } from '../platform/route-handle';
import { seoMeta, skipServerLoader } from '../features/seo';
import { loadIndexablePage } from './indexable-page.server';
import type { Route } from './+types/home';

export const loader = (args: Route.LoaderArgs) => loadIndexablePage(args, { kind: 'home' });
export const clientLoader = skipServerLoader;
export const meta: Route.MetaFunction = seoMeta;

export const handle: RouteHandle = { layout: 'default', needsLocation: true };

export default function Home() {
  return <HomePage />;
}
