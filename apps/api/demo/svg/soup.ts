// A bowl of soup from above: a glazed bowl, the broth, and what floats in it, with a ceramic spoon.
import type { DishArt } from '../model';
import { el, radial, shadow, type Random } from './document';
import { ingredient } from './ingredients';

type SoupArt = Extract<DishArt, { kind: 'soup' }>;

const MISO: [string, string] = ['#e9c27a', '#b98532'];
const BROTHS: Record<string, [string, string]> = {
  miso: MISO,
  tomyam: ['#ff8a3c', '#d2481a'],
  ramen: ['#f1c77e', '#c98b3a'],
  tonkotsu: ['#f7e6c6', '#d9b985'],
  cream: ['#fbe9cf', '#eccfa5'],
};

const garnishPiece = (name: string, x: number, y: number, angle: number) => {
  const at = `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(angle)})`;
  switch (name) {
    case 'tofu':
      return el('rect', {
        x: -9,
        y: -9,
        width: 18,
        height: 18,
        rx: 2,
        fill: '#fffaf0',
        stroke: '#e2d6bd',
        transform: at,
      });
    case 'wakame':
      return el('path', {
        d: 'M-14 0c6-10 22-10 28 0-6 8-22 8-28 0z',
        fill: '#2f5a2a',
        opacity: 0.9,
        transform: at,
      });
    case 'onion':
    case 'dill':
      return el('circle', {
        r: 4,
        fill: 'none',
        stroke: name === 'dill' ? '#4f9a2a' : '#6fc23a',
        'stroke-width': 2.5,
        transform: at,
      });
    case 'egg':
      return el(
        'g',
        { transform: at },
        el('ellipse', { rx: 30, ry: 22, fill: '#fffaf0', stroke: '#eadfc8' }),
        el('circle', { r: 13, fill: '#f08a12' }),
        el('circle', { cx: -3, cy: -3, r: 6, fill: '#ffc85a' }),
      );
    case 'chili':
      return el('path', {
        d: 'M-10 0q10-8 20 0',
        stroke: '#e8281a',
        'stroke-width': 4,
        fill: 'none',
        'stroke-linecap': 'round',
        transform: at,
      });
    case 'shrimp':
      return el('path', {
        d: 'M-14 4a14 14 0 1 1 28 0l-8 0a6 6 0 1 0-12 0z',
        fill: '#ff8a5a',
        stroke: '#e8552a',
        transform: at,
      });
    default: {
      const { fill } = ingredient(name);
      return el('rect', { x: -22, y: -13, width: 44, height: 26, rx: 10, fill, transform: at });
    }
  }
};

export const drawSoup = (art: SoupArt, random: Random) => {
  const [light, shade] = BROTHS[art.broth] ?? MISO;
  const defs = [
    radial(
      'br',
      [
        [0, light],
        [1, shade],
      ],
      { cx: 0.4, cy: 0.4, r: 0.7 },
    ),
    radial(
      'bw',
      [
        [0, '#3a2a24'],
        [0.8, '#2a1d19'],
        [0.92, '#4a352d'],
        [1, '#1c1310'],
      ],
      { cx: 0.5, cy: 0.5, r: 0.5 },
    ),
    ...art.garnish
      .filter((name) => ['chicken', 'pork', 'salmon', 'mushroom'].includes(name))
      .map((name) => ingredient(name).def),
  ];
  const cx = 290;
  const cy = 180;
  const noodles = art.noodles
    ? Array.from({ length: 7 }, (_, i) =>
        el('path', {
          d: `M${cx - 80} ${cy - 40 + i * 12}c20-12 40 12 60 0s40 12 60 0 40 12 50 0`,
          stroke: '#f7dc8a',
          'stroke-width': 5,
          fill: 'none',
          opacity: 0.85,
        }),
      ).join('')
    : '';
  const pieces = art.garnish.flatMap((name, index) =>
    Array.from({ length: name === 'onion' || name === 'dill' ? 12 : name === 'egg' ? 2 : 5 }, (_, k) => {
      const angle = index * 2.1 + k * 1.25 + random() * 0.6;
      const distance = name === 'egg' ? 30 + k * 20 : 20 + random() * 80;
      return garnishPiece(
        name,
        cx + Math.cos(angle) * distance,
        cy + Math.sin(angle) * distance,
        random() * 180,
      );
    }),
  );
  const spoon = el(
    'g',
    { transform: `translate(${cx + 190} ${cy + 40}) rotate(-35)` },
    shadow(
      el('path', {
        d: 'M-28-50c18-14 44-2 42 22l-6 60h-12l-4-30c-22-8-32-34-20-52z',
        transform: 'translate(6 10)',
      }),
    ),
    el('path', {
      d: 'M-28-50c18-14 44-2 42 22l-6 60h-12l-4-30c-22-8-32-34-20-52z',
      fill: '#f4efe6',
      stroke: '#d8d0c2',
    }),
  );
  return {
    defs,
    body:
      shadow(el('circle', { cx: cx + 8, cy: cy + 14, r: 150 })) +
      el('circle', { cx, cy, r: 150, fill: 'url(#bw)' }) +
      el('circle', { cx, cy, r: 124, fill: 'url(#br)' }) +
      noodles +
      pieces.join('') +
      el('ellipse', {
        cx: cx - 50,
        cy: cy - 60,
        rx: 40,
        ry: 14,
        fill: '#fff',
        opacity: 0.12,
        transform: `rotate(-30 ${cx - 50} ${cy - 60})`,
      }) +
      spoon,
  };
};
