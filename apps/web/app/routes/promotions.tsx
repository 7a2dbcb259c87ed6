import { PromotionsPage } from '../features/promotions';
import type { RouteHandle } from '../platform/route-handle';
import { seoMeta, skipServerLoader } from '../features/seo';
import { loadIndexablePage } from './indexable-page.server';
import type { Route } from './+types/promotions';

export const loader = (args: Route.LoaderArgs) => loadIndexablePage(args, { kind: 'promotions' });
export const clientLoader = skipServerLoader;
export const meta: Route.MetaFunction = seoMeta;

export const handle: RouteHandle = { layout: 'default', needsLocation: true };

export default function Promotions() {
  return <PromotionsPage />;
}
