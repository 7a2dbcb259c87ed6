// The client side of the indexable pages: what routes export besides their server loader.
import type { MetaDescriptor, UIMatch } from 'react-router';
import type { PageCatalog } from '../../catalog';

interface SeoData {
  catalog: PageCatalog | null;
  meta: MetaDescriptor[];
}

const isSeoData = (data: unknown): data is SeoData =>
  typeof data === 'object' && data !== null && 'catalog' in data && 'meta' in data;

/** The head the server loader built; nothing on client navigations (crawlers load documents). */
export const seoMeta = ({ loaderData }: { loaderData: unknown }): MetaDescriptor[] =>
  isSeoData(loaderData) ? loaderData.meta : [];

/**
 * Client navigations read the visitor's boot, so they skip the server loader; the first document
 * hydrates with what the server loaded.
 */
export const skipServerLoader = (): null => null;

/** The page catalog of the document the server rendered, if a route loaded one. */
export const pageCatalogOf = (matches: readonly UIMatch[]): PageCatalog | null => {
  for (const match of matches) if (isSeoData(match.data) && match.data.catalog) return match.data.catalog;
  return null;
};
