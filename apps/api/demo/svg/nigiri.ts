// Nigiri and gunkan seen from above, two pieces side by side on a slate board.
import type { DishArt } from '../model';
import { el, type Random } from './document';
import { RICE_GRAINS, ROE } from './food-patterns';
import { ingredient } from './ingredients';
import { gingerAndWasabi, slateBoard } from './backdrop';

type PieceArt = Extract<DishArt, { kind: 'nigiri' | 'gunkan' }>;

const FISH_STRIPES: Record<string, string> = { salmon: '#ffffff', aburi: '#ffffff', tuna: '#f7a0aa' };

const nigiriPiece = (art: PieceArt, random: Random) => {
  const fish = ingredient(art.fish);
  const rice =
    el('rect', { x: -84, y: -40, width: 168, height: 80, rx: 36, fill: 'url(#rc)' }) +
    el('rect', { x: -84, y: -40, width: 168, height: 80, rx: 36, fill: 'url(#rg)' });
  const slice = el('path', {
    d: 'M-86 -14C-60 -44 50 -46 88 -22 96 -8 92 14 78 26 30 46-60 44-84 20-94 8-94-4-86-14z',
    fill: fish.fill,
    transform: 'scale(0.92 0.82)',
  });
  const stripe = FISH_STRIPES[art.fish];
  const stripes = stripe
    ? Array.from({ length: 5 }, (_, i) =>
        el('path', {
          d: `M${-60 + i * 30} -36q14 30 -4 72`,
          stroke: stripe,
          'stroke-opacity': 0.55,
          'stroke-width': 3.5,
          fill: 'none',
        }),
      ).join('')
    : '';
  const extras: string[] = [];
  if (art.fish === 'eel')
    extras.push(
      el('path', {
        d: 'M-70-6C-30-20 30-22 72-8',
        stroke: '#3b1a06',
        'stroke-width': 6,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.7,
      }),
    );
  if (art.fish === 'aburi')
    for (let i = 0; i < 6; i++)
      extras.push(
        el('circle', {
          cx: -60 + random() * 120,
          cy: -20 + random() * 36,
          r: 4 + random() * 6,
          fill: '#7a2a08',
          opacity: 0.35,
        }),
      );
  if (art.fish === 'shrimp') extras.push(el('path', { d: 'M80-20l22-16 6 22-18 14z', fill: '#e8452a' }));
  if (art.garnish === 'sesame')
    for (let i = 0; i < 9; i++)
      extras.push(
        el('ellipse', {
          cx: -60 + random() * 120,
          cy: -22 + random() * 40,
          rx: 2.4,
          ry: 1.3,
          fill: '#fff2cf',
        }),
      );
  if (art.garnish === 'spicy')
    extras.push(
      el('path', {
        d: 'M-62 4C-30-10 20 10 62-4',
        stroke: '#ff6a2a',
        'stroke-width': 5,
        'stroke-linecap': 'round',
        fill: 'none',
      }),
    );
  return {
    defs: [fish.def, RICE_GRAINS],
    body:
      rice +
      slice +
      stripes +
      extras.join('') +
      el('path', {
        d: 'M-70-18C-30-38 40-38 78-20',
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': 4,
        fill: 'none',
      }),
  };
};

const gunkanPiece = (art: PieceArt, random: Random) => {
  const nori =
    el('circle', { r: 62, fill: 'url(#nr)' }) +
    el('circle', { r: 62, fill: 'none', stroke: '#4d6653', 'stroke-width': 1.5 });
  let topping: string;
  if (art.fish === 'tobiko') topping = el('circle', { r: 54, fill: 'url(#ro)' });
  else if (art.fish === 'ikura')
    topping = Array.from({ length: 22 }, (_, i) => {
      const angle = i * 2.4;
      const distance = 10 + (i / 22) * 40;
      const cx = Math.cos(angle) * distance;
      const cy = Math.sin(angle) * distance;
      return (
        el('circle', { cx, cy, r: 10, fill: '#ee5a14', stroke: '#b8350a' }) +
        el('circle', { cx: cx - 3, cy: cy - 3, r: 3, fill: '#ffe0c0' })
      );
    }).join('');
  else {
    const fish = ingredient(art.fish);
    topping =
      el('path', {
        d: 'M-52 4c-4-30 20-54 52-54s56 24 52 54c-6 30-28 44-52 44s-46-14-52-44z',
        fill: fish.fill,
      }) +
      Array.from({ length: 14 }, () =>
        el('circle', {
          cx: (random() - 0.5) * 80,
          cy: (random() - 0.5) * 76,
          r: 5 + random() * 6,
          fill: '#ffffff',
          opacity: 0.18,
        }),
      ).join('');
    return { defs: [fish.def], body: nori + topping + onionOver(art, random) };
  }
  return { defs: [ROE], body: nori + topping + onionOver(art, random) };
};

const onionOver = (art: PieceArt, random: Random) =>
  art.garnish === 'onion'
    ? Array.from({ length: 7 }, () =>
        el('circle', {
          cx: (random() - 0.5) * 60,
          cy: (random() - 0.5) * 60,
          r: 4,
          fill: 'none',
          stroke: '#6fc23a',
          'stroke-width': 2.5,
        }),
      ).join('')
    : '';

export const drawNigiri = (art: PieceArt, random: Random) => {
  const piece = art.kind === 'nigiri' ? nigiriPiece(art, random) : gunkanPiece(art, random);
  const shadowShape =
    art.kind === 'nigiri'
      ? el('rect', { x: -84, y: -34, width: 176, height: 84, rx: 36 })
      : el('circle', { cx: 4, cy: 8, r: 62 });
  const pc = el('g', { id: 'pc' }, el('g', { filter: 'url(#sh)', opacity: 0.5 }, shadowShape), piece.body);
  const uses =
    art.kind === 'nigiri'
      ? [
          el('use', { href: '#pc', transform: 'translate(200 122) rotate(-12) scale(1.2)' }),
          el('use', { href: '#pc', transform: 'translate(280 248) rotate(-12) scale(1.2)' }),
        ]
      : [
          el('use', { href: '#pc', transform: 'translate(170 180) rotate(20) scale(1.1)' }),
          el('use', { href: '#pc', transform: 'translate(350 180) rotate(-30) scale(1.1)' }),
        ];
  return {
    defs: [...piece.defs, pc],
    body: slateBoard(60, 36, 430, 288) + uses.join('') + gingerAndWasabi(500, 140),
  };
};
