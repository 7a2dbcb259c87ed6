// The loader of every indexable page: the boot feature loads the page's catalog, the seo feature
// builds its head from it, and the boot's seed keeps what the page shows. Joined here because a feature reaches another only through its index,
// and neither index may carry server-only code into the browser.
import { loadPageCatalog } from '../catalog/page-catalog.server';
import { seedForPage } from '../catalog/page-seed.server';
import { loadSeoPage, type SeoPage } from '../features/seo/seo-page.server';

export const loadIndexablePage = (args: Parameters<typeof loadSeoPage>[0], page: SeoPage) =>
  loadSeoPage(args, page, { loadPageCatalog, seedForPage });
