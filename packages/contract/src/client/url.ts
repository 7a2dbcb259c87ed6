// Builds a call's URL from the base, the path template, the query and the hash (spec §7).

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Substitutes each {name} with its URL-encoded value; a missing value is a programming error. */
export const fillPath = (template: string, params: Record<string, unknown> = {}): string =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });

/** key=value pairs; arrays are joined by commas; undefined and null are left out. */
export const buildQuery = (query: Record<string, QueryValue> = {}): string =>
  Object.entries(query)
    .filter(
      (entry): entry is [string, NonNullable<QueryValue>] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => {
      const text = Array.isArray(value)
        ? value.map((item) => encodeURIComponent(String(item))).join(',')
        : encodeURIComponent(String(value));
      return `${encodeURIComponent(key)}=${text}`;
    })
    .join('&');

export interface UrlParts {
  baseUrl: string;
  path: string;
  params?: Record<string, unknown> | undefined;
  query?: Record<string, QueryValue> | undefined;
  hash?: string | undefined;
}

export const buildUrl = ({ baseUrl, path, params, query, hash }: UrlParts): string => {
  const search = buildQuery(query);
  return (
    baseUrl.replace(/\/+$/, '') +
    fillPath(path, params) +
    (search ? `?${search}` : '') +
    (hash ? `#${encodeURI(hash.replace(/^#/, ''))}` : '')
  );
};
