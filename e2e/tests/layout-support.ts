// Shared by layout-fit.spec.ts: the widths each project must fit (issue 18, WCAG 1.4.10 Reflow),
// and a check that steps one loaded page through them, naming whatever sticks out.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { animationsEnded } from './shell-support';

// Each list ends at its project's own viewport, so the page is left as it was without a resize.
const WIDTHS: Record<string, number[]> = {
  phone: [320, 360, 414, 430, 390],
  desktop: [1024, 1280, 1440],
};

export const widthsFor = (testInfo: TestInfo): number[] => WIDTHS[testInfo.project.name] ?? [];

/**
 * Runs in the page: the document, each open dialog and its scrolling body (.dialog__body, where
 * an overflow would otherwise hide behind a sideways scrollbar) must not scroll sideways. For each
 * that does, the message names the widest element whose right edge passes its box, skipping
 * elements inside a container that scrolls or clips them on purpose (a photo strip, a tab row).
 */
const findOverflow = (): string[] => {
  const viewport = document.documentElement.clientWidth;
  const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const box = element.getBoundingClientRect();
    const name = `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>`;
    return `${name} "${text}" (right edge ${Math.round(box.right)} px, width ${Math.round(box.width)} px)`;
  };
  const culprit = (root: Element, limit: number) => {
    let widest: Element | null = null;
    let widestRight = limit + 1;
    for (const element of root.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= widestRight) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
        if (clipsSideways(parent) && parent.getBoundingClientRect().right <= limit + 1) clipped = true;
      if (clipped) continue;
      widest = element;
      widestRight = box.right;
    }
    return widest ? describe(widest) : 'no single element found';
  };
  const problems: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth)
    problems.push(`the page is ${page.scrollWidth} px wide: ${culprit(document.body, viewport)}`);
  for (const dialog of document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')) {
    const box = dialog.getBoundingClientRect();
    if (box.width === 0) continue;
    const label = dialog.getAttribute('aria-label') ?? dialog.textContent?.trim().slice(0, 30) ?? '';
    if (box.right > viewport + 1 || box.left < -1)
      problems.push(`dialog "${label}" runs off the screen: ${culprit(dialog, viewport)}`);
    for (const scroller of [dialog, ...dialog.querySelectorAll('.dialog__body')]) {
      if (scroller.scrollWidth <= scroller.clientWidth) continue;
      const edge = scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth;
      problems.push(
        `dialog "${label}" scrolls sideways (${scroller.scrollWidth} px in ${scroller.clientWidth}): ${culprit(scroller, edge)}`,
      );
    }
  }
  return problems;
};

/**
 * The next animation frame, once every animation has ended: the resize has been laid out, and a
 * drawer or sheet that is still sliding in is not taken for one that runs off the screen. Headless
 * Chromium on a loaded machine once stopped producing frames after a resize (a 175 s wait in CI);
 * the measurements force layout themselves, so a second without a frame is waited out, not hung on.
 */
const settled = async (page: Page) => {
  await animationsEnded(page);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1000);
      }),
  );
};

/**
 * Steps the page, as it is, through the project's widths (no reload: one load serves all of
 * them) and expects nothing wider than the screen at any of them; ends at the project's width.
 */
export const expectFits = async (page: Page, testInfo: TestInfo, what: string): Promise<void> => {
  const original = page.viewportSize();
  const height = original?.height ?? 844;
  const found: string[] = [];
  const widths = widthsFor(testInfo);
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await settled(page);
    for (const problem of await page.evaluate(findOverflow)) found.push(`${what} at ${width} px: ${problem}`);
  }
  if (original && original.width !== widths.at(-1)) await page.setViewportSize(original);
  expect(found, found.join('\n')).toEqual([]);
};
