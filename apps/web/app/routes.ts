// The URL table of spec §2. Every other path falls through to the splat route, which redirects
// home; ids that cannot be ids are sent to their list by the guard (guard/route-guard.ts).
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { INFO_SLUGS } from './features/info-pages/info-page-types';

export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('cart/checkout', 'routes/checkout.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('orders/:orderId', 'routes/order.tsx'),
  route('menus/:menuId', 'routes/menu.tsx', [route('positions/:positionId', 'routes/menu-position.tsx')]),
  route('promotions', 'routes/promotions.tsx'),
  route('promotions/:promotionId', 'routes/promotion.tsx'),
  route('restos', 'routes/restos.tsx'),
  route('restos/:restoId', 'routes/resto.tsx'),
  route('terms-of-sale', 'routes/terms-of-sale.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...INFO_SLUGS.map((slug) => route(slug, 'routes/info-page.tsx', { id: `info/${slug}` })),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
