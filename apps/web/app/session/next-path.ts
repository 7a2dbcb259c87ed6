// Where to go after signing in (`/auth?next=/cart/checkout`). Only a path on this origin is
// followed: anything else ('//evil.example', 'https://…', '/\\evil') would send a freshly signed-in
// person to another site, so it falls back to home. /auth itself is not a destination.
export const AUTH_PATH = '/auth';

export const safeNextPath = (next: string | null | undefined): string => {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(next, 'http://storefront.invalid');
  } catch {
    return '/';
  }
  // '/.//evil.example' resolves to the path '//evil.example', which a browser reads as a host.
  const leaves = url.origin !== 'http://storefront.invalid' || url.pathname.startsWith('//');
  if (leaves || url.pathname === AUTH_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The sign-in page's address that returns to `path` afterwards. */
export const authPathReturningTo = (path: string): string => {
  const next = safeNextPath(path);
  return next === '/' ? AUTH_PATH : `${AUTH_PATH}?next=${encodeURIComponent(next)}`;
};
