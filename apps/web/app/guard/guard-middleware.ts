import { redirect } from 'react-router';
import { guardRoute } from './route-guard';

/**
 * Throws the guard's redirect, if it has one. 302: the same address may be valid tomorrow (an
 * id that will exist), so nothing is cached. Root middleware calls it on the server and client.
 */
export const enforceGuard = (
  request: Request,
  params: Readonly<Record<string, string | undefined>>,
): void => {
  const target = guardRoute(new URL(request.url), params);
  if (target !== null) throw redirect(target, 302);
};
