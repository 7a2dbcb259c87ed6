// Shared by every browser test that runs axe: one scan of the page as it is.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Axe's results for the page. By default @axe-core/playwright scans each frame on its own and
 * merges the parts in a blank page it opens for the purpose: a new page (and renderer) and a
 * second injection of axe's 0.5 MB script per scan, which the journeys paid dozens of times per
 * run. A page without frames has nothing to merge, so axe's single-frame run (`axe.run`, the
 * builder's legacy mode) checks the same rules on the same document. A page that holds a frame
 * keeps the default scan, which also reaches frames of another origin.
 */
export const scanWithAxe = async (page: Page) => {
  const builder = new AxeBuilder({ page });
  if (page.frames().length === 1) builder.setLegacyMode();
  return builder.analyze();
};
