/** The API's paths (spec §7 and its operational pages); everything else is the storefront's. */
export const API_PATH_PREFIXES = [
  '/1/',
  '/api/',
  '/docs',
  '/openapi.json',
  '/healthz',
  '/readyz',
  '/images/',
  // The development SMS inbox (loopback only, never in production): browser tests read codes there.
  '/dev/sms-inbox',
];

/** '/1/now' and '/docs/docs.js' are the API's; '/docsx' is not. */
export const isApiPath = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? url;
  return API_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
};
