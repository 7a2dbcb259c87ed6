// The global guard (spec §2: "runs before each route; its rules are not shown" — these are ours).
// Pure: a URL and the matched params in, a redirect target or nothing out. It runs as root
// middleware on the server and on the client (root.tsx), so a link and a typed URL agree.

/** Each id parameter and where to send a visitor whose id cannot be one. */
const ID_PARAMS: ReadonlyArray<{ name: string; fallback: (params: Params) => string }> = [
  { name: 'menuId', fallback: () => '/' },
  { name: 'positionId', fallback: (params) => (isId(params.menuId) ? `/menus/${params.menuId}` : '/') },
  { name: 'promotionId', fallback: () => '/promotions' },
  { name: 'restoId', fallback: () => '/restos' },
];

type Params = Readonly<Record<string, string | undefined>>;

/** Ids are positive integers (spec §7); anything else can never name an entity. */
export const isId = (value: string | undefined): boolean =>
  value !== undefined && /^[1-9]\d{0,14}$/.test(value);

export const guardRoute = (url: URL, params: Params): string | null => {
  // One address per page: '/restos/' and '/restos' are the same page. Leading slashes collapse
  // too: a target starting '//' ('/.//evil.example/' arrives as '//evil.example/') is another host.
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return `/${url.pathname.replace(/^\/+|\/+$/g, '')}${url.search}${url.hash}`;
  }
  for (const { name, fallback } of ID_PARAMS) {
    if (name in params && !isId(params[name])) return fallback(params);
  }
  return null;
};
