// A promotion banner (16:9): a bold headline set as SVG text, a line under it, and the dish seen
// through a round window on the right, on a deep colour that differs per promotion.
import type { DemoPromotion } from '../model';
import { TABLE_DEFS, table } from './backdrop';
import { drawArt } from './dish';
import { HEIGHT, SHADOW_FILTER, WIDTH, el, linear, seededRandom, svgDocument, text } from './document';
import { BASE_DEFS } from './ingredients';
import { DEMO_BRAND } from '../content/brand';

const HUES: Record<DemoPromotion['banner']['hue'], [string, string]> = {
  red: ['#b3202a', '#3a0b12'],
  gold: ['#c27a12', '#3a2204'],
  green: ['#2f7a3a', '#0d2612'],
  blue: ['#1f5aa8', '#0b1a36'],
  violet: ['#6a3aa8', '#1c0c36'],
};

const FONT = 'system-ui, sans-serif';

/** Splits a headline into lines of at most `width` characters, never breaking a word. */
export const wrapWords = (line: string, width: number): string[] =>
  line.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/** `mark`: the brand above the headline, in the banner's script (Latin on translated banners). */
export const bannerSvg = (promotion: DemoPromotion, mark: string = DEMO_BRAND.name.toUpperCase()) => {
  const random = seededRandom(promotion.slug);
  const { headline, subline, art, hue } = promotion.banner;
  const [light, deep] = HUES[hue];
  const dish = drawArt(art, random);
  const lines = wrapWords(headline, 12);
  const size = lines.length > 2 ? 32 : 36;
  const title = lines.map((line, i) =>
    text(
      {
        x: 40,
        y: 120 + i * (size + 6),
        'font-family': FONT,
        'font-size': size,
        'font-weight': 800,
        fill: '#ffffff',
      },
      line,
    ),
  );
  const sublineY = 120 + lines.length * (size + 6) + 14;
  return svgDocument(
    promotion.title,
    [
      SHADOW_FILTER,
      ...TABLE_DEFS,
      ...BASE_DEFS,
      ...dish.defs,
      linear('bn', [
        [0, light],
        [1, deep],
      ]),
      el('clipPath', { id: 'wn' }, el('circle', { cx: 500, cy: 180, r: 136 })),
    ],
    [
      el('rect', { width: WIDTH, height: HEIGHT, fill: 'url(#bn)' }),
      el('circle', { cx: 500, cy: 180, r: 156, fill: '#ffffff', opacity: 0.08 }),
      el(
        'g',
        { 'clip-path': 'url(#wn)' },
        el(
          'g',
          { transform: 'translate(500 180) scale(0.72) translate(-300 -180)' },
          table(random),
          dish.body,
        ),
      ),
      el('circle', {
        cx: 500,
        cy: 180,
        r: 136,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.5,
        'stroke-width': 3,
      }),
      text(
        {
          x: 40,
          y: 56,
          'font-family': FONT,
          'font-size': 18,
          'font-weight': 700,
          'letter-spacing': 4,
          fill: '#ffffff',
          opacity: 0.8,
        },
        mark,
      ),
      ...title,
      el('rect', {
        x: 40,
        y: sublineY - 24,
        width: Math.round(subline.length * 12.5) + 28,
        height: 36,
        rx: 18,
        fill: '#ffffff',
      }),
      text(
        { x: 54, y: sublineY, 'font-family': FONT, 'font-size': 18, 'font-weight': 700, fill: deep },
        subline,
      ),
    ],
  );
};
