// Page speed's tables: the median (and min–max) of each figure over the rounds, per page and
// visitor, then issue 17's targets read on those medians, each recorded for the run's summary.
import type { PageFigures } from './lighthouse-page';
import { printTable } from './report';
import { median, spread } from './stats';
import { recordTarget } from './summary';

export interface PageSamples {
  /** e.g. "menu /menus/201 (first visit)". */
  name: string;
  /** The page whose document has a size budget (the menu). */
  documentBudget: boolean;
  samples: PageFigures[];
}

export const TARGETS = {
  score: 98,
  /** LCP at most this many times the reference page's median LCP, in the same run. */
  lcpRatio: 1.15,
  tbtMs: 100,
  cls: 0.02,
  jsGzipKb: 140,
  jsRequests: 8,
  documentBrotliKb: 15,
};

const column = (samples: PageFigures[], key: keyof PageFigures) => samples.map((figures) => figures[key]);

function figureRow(name: string, samples: PageFigures[]): string[] {
  const show = (key: keyof PageFigures, digits: number) => spread(column(samples, key), digits);
  return [
    name,
    show('score', 0),
    show('fcpMs', 0),
    show('lcpMs', 0),
    show('tbtMs', 0),
    show('cls', 3),
    show('jsGzipKb', 1),
    show('jsRequests', 0),
    show('jsBrotliKb', 1),
    show('documentBrotliKb', 1),
  ];
}

export function reportPageSpeed(reference: PageFigures[], pages: PageSamples[], rounds: number): void {
  const failed = [reference, ...pages.map((page) => page.samples)]
    .flat()
    .filter((figures) => Number.isNaN(figures.score)).length;
  printTable(
    `Page speed: Lighthouse 12 mobile preset, Chromium, median (min–max) of ${rounds} interleaved ` +
      `round(s)${failed > 0 ? `; ${failed} run(s) failed and are left out` : ''}`,
    [
      [
        'page (visitor)',
        'score',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS KB gz',
        'JS requests',
        'JS KB br (sent)',
        'document KB br',
      ],
      ...pages.map((page) => figureRow(page.name, page.samples)),
      figureRow('reference: bare React Router /', reference),
    ],
  );
  const referenceLcp = median(column(reference, 'lcpMs'));
  const lcpBudget = TARGETS.lcpRatio * referenceLcp;
  const verdicts: string[][] = [];
  for (const page of pages) {
    const m = (key: keyof PageFigures) => median(column(page.samples, key));
    const check = (target: string, figure: string, met: boolean) => {
      recordTarget({ where: `page-speed ${page.name}`, target, figure, met });
      return `${figure} ${met ? 'met' : 'NOT MET'}`;
    };
    verdicts.push([
      page.name,
      check(`score ≥ ${TARGETS.score}`, m('score').toFixed(0), m('score') >= TARGETS.score),
      check(
        `LCP ≤ ${TARGETS.lcpRatio} × reference (${lcpBudget.toFixed(0)} ms)`,
        `${m('lcpMs').toFixed(0)} ms`,
        m('lcpMs') <= lcpBudget,
      ),
      check(`TBT ≤ ${TARGETS.tbtMs} ms`, `${m('tbtMs').toFixed(0)} ms`, m('tbtMs') <= TARGETS.tbtMs),
      check(`CLS ≤ ${TARGETS.cls}`, m('cls').toFixed(3), m('cls') <= TARGETS.cls),
      check(
        `first-load JS ≤ ${TARGETS.jsGzipKb} KB gzipped in ≤ ${TARGETS.jsRequests} requests`,
        `${m('jsGzipKb').toFixed(1)} KB in ${m('jsRequests').toFixed(0)}`,
        m('jsGzipKb') <= TARGETS.jsGzipKb && m('jsRequests') <= TARGETS.jsRequests,
      ),
      page.documentBudget
        ? check(
            `document ≤ ${TARGETS.documentBrotliKb} KB brotli`,
            `${m('documentBrotliKb').toFixed(1)} KB`,
            m('documentBrotliKb') <= TARGETS.documentBrotliKb,
          )
        : '—',
    ]);
  }
  printTable(
    `Page speed targets, on the medians (the reference's median LCP: ${referenceLcp.toFixed(0)} ms)`,
    [
      [
        'page (visitor)',
        `score ≥ ${TARGETS.score}`,
        `LCP ≤ ${lcpBudget.toFixed(0)} ms`,
        `TBT ≤ ${TARGETS.tbtMs} ms`,
        `CLS ≤ ${TARGETS.cls}`,
        `JS ≤ ${TARGETS.jsGzipKb} KB gz, ≤ ${TARGETS.jsRequests} req.`,
        `document ≤ ${TARGETS.documentBrotliKb} KB br`,
      ],
      ...verdicts,
    ],
  );
}
