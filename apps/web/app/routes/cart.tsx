import { CartPage } from '../features/cart';
import { cartOfCookieHeader } from '../order';
import type { RouteHandle } from '../platform/route-handle';
import type { Route } from './+types/cart';

export const handle: RouteHandle = { layout: 'simple', needsLocation: true };

/** The visitor's cart as its cookie has it, so the server renders their lines (cart-cookie.ts). */
export const loader = ({ request }: Route.LoaderArgs) => ({
  cart: cartOfCookieHeader(request.headers.get('cookie')),
});
// In the browser the stored cart itself is at hand.
export const clientLoader = () => null;

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage seed={loaderData?.cart ?? null} />;
}
