import { useLocation } from 'react-router';
import { HomePage } from '../features/home';
import { PromotionLayer, PromotionsPage, type PromotionBase } from '../features/promotions';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/promotion';
import { seoMeta, skipServerLoader } from '../features/seo';
import { loadIndexablePage } from './indexable-page.server';

export const loader = (args: Route.LoaderArgs) =>
  loadIndexablePage(args, { kind: 'promotion', promotionId: Number(args.params.promotionId) });
export const clientLoader = skipServerLoader;
export const meta: Route.MetaFunction = seoMeta;

export const handle: RouteHandle = { layout: 'default', layer: true, needsLocation: true };

const baseOf = (state: unknown): PromotionBase =>
  typeof state === 'object' && state !== null && (state as { from?: unknown }).from === 'home'
    ? 'home'
    : 'list';

/**
 * A promotion is a layer (spec §2): over home when the visitor came from home, over the list
 * otherwise (also when the address was typed or shared).
 */
export default function Promotion({ params }: Route.ComponentProps) {
  const base = baseOf(useLocation().state);
  return (
    <>
      {base === 'home' ? <HomePage /> : <PromotionsPage />}
      <PromotionLayer promotionId={Number(params.promotionId)} base={base} />
    </>
  );
}
