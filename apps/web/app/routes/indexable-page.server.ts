// The loader of every indexable page: the boot feature loads the page's catalog, the seo feature
// builds its head from it. Joined here because a feature reaches another only through its index,
// and neither index may carry server-only code into the browser.
import { loadPageCatalog } from '../features/boot/page-catalog.server';
import { loadSeoPage, type SeoPage } from '../features/seo/seo-page.server';

export const loadIndexablePage = (args: Parameters<typeof loadSeoPage>[0], page: SeoPage) =>
  loadSeoPage(args, page, loadPageCatalog);
