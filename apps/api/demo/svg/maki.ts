// Maki and uramaki seen from above: each piece is a cross-section (wrap, rice, nori, filling),
// defined once and placed eight or six times on a board with small turns.
import type { DishArt } from '../model';
import { el, type Random } from './document';
import { CRUMBS, RICE_GRAINS, ROE, SESAME } from './food-patterns';
import { fillings, gloss, ingredient } from './ingredients';
import { gingerAndWasabi, slateBoard, woodBoard } from './backdrop';

type MakiArt = Extract<DishArt, { kind: 'maki' }>;

const rice = (r: number) => el('circle', { r, fill: 'url(#rc)' }) + el('circle', { r, fill: 'url(#rg)' });
const noriRing = (r: number) => el('circle', { r, fill: 'none', stroke: '#1d2a21', 'stroke-width': 3 });

/** The outer wrap of one piece, by roll style; returns what it needs defined and how wide it is. */
const wrap = (art: MakiArt, r: number): { defs: string[]; body: string; inner: number } => {
  if (art.outside === 'nori')
    return { defs: [RICE_GRAINS], body: el('circle', { r, fill: 'url(#nr)' }) + rice(r - 5), inner: r - 5 };
  if (art.outside === 'tempura') {
    const crust = ingredient('tempura');
    return {
      defs: [crust.def, CRUMBS, RICE_GRAINS],
      body:
        el('circle', { r, fill: crust.fill }) +
        el('circle', { r, fill: 'url(#cr)', opacity: 0.8 }) +
        rice(r * 0.78) +
        noriRing(r * 0.56),
      inner: r * 0.56,
    };
  }
  if (art.outside === 'fish') {
    // Under an unagi drizzle the roll is wrapped in eel (Канада); otherwise in salmon (Филадельфия).
    const fish = ingredient(art.topping === 'unagi' ? 'eel' : 'salmon');
    const fat = el('circle', {
      r: r - 4.5,
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.45,
      'stroke-width': 1.5,
      'stroke-dasharray': '10 7',
    });
    return {
      defs: [fish.def, RICE_GRAINS],
      body: el('circle', { r, fill: fish.fill }) + fat + rice(r * 0.8) + noriRing(r * 0.56),
      inner: r * 0.56,
    };
  }
  const outer =
    rice(r) + (art.topping === 'tobiko' ? el('circle', { r, fill: 'url(#ro)' }) + rice(r * 0.8) : '');
  return { defs: [RICE_GRAINS, ROE], body: outer + noriRing(r * 0.58), inner: r * 0.58 };
};

const bakedCap = (r: number, random: Random) => {
  const cap = ingredient('baked');
  // Torched spots, a drizzle of unagi sauce and green onion: what a baked roll's cap looks like.
  const spots = Array.from({ length: 7 }, () =>
    el('circle', {
      cx: (random() - 0.5) * r * 1.1,
      cy: (random() - 0.5) * r * 1.1,
      r: 2 + random() * 4,
      fill: '#8a3a0c',
      opacity: 0.35,
    }),
  );
  const drizzle = el('path', {
    d: `M${-r * 0.6} ${-r * 0.2}q${r * 0.3}-${r * 0.4} ${r * 0.6} 0t${r * 0.6} 0`,
    fill: 'none',
    stroke: '#3f1c08',
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
  const onion = [0.2, 0.5, -0.3].map((t, i) =>
    el('circle', { cx: r * t, cy: r * (0.3 - i * 0.25), r: 3, fill: '#6fbf3a', stroke: '#3f8a1a' }),
  );
  return {
    defs: [cap.def, RICE_GRAINS],
    body:
      rice(r) +
      el('circle', { cx: -1, cy: -2, r: r * 0.86, fill: cap.fill }) +
      spots.join('') +
      drizzle +
      onion.join(''),
  };
};

const topping = (name: string | undefined, r: number) => {
  if (name === 'sesame') return { defs: [SESAME], body: el('circle', { r, fill: 'url(#ss)' }) };
  if (name === 'unagi') {
    const d = `M${-r} ${-r * 0.3}l${r * 0.4} ${r * 0.5} ${r * 0.4}-${r * 0.6} ${r * 0.4} ${r * 0.6} ${r * 0.4}-${r * 0.5} ${r * 0.4} ${r * 0.4}`;
    return {
      defs: [],
      body: el('path', {
        d,
        fill: 'none',
        stroke: '#4a230c',
        'stroke-width': 3.5,
        'stroke-linecap': 'round',
        opacity: 0.9,
      }),
    };
  }
  if (name === 'avocado') {
    const slice = ingredient('avocado');
    const half = Math.PI * (r - 6);
    return {
      defs: [slice.def],
      body: el('circle', {
        r: r - 6,
        fill: 'none',
        stroke: slice.fill,
        'stroke-width': 12,
        'stroke-dasharray': `${half} ${half}`,
        transform: 'rotate(160)',
      }),
    };
  }
  return { defs: [], body: '' };
};

export const drawMaki = (art: MakiArt, random: Random) => {
  const count = art.outside === 'nori' && art.filling.length === 1 ? 6 : 8;
  const r = count === 6 ? 54 : 50;
  const outer = art.outside === 'baked' ? { ...bakedCap(r, random), inner: 0 } : wrap(art, r);
  const inside = art.outside === 'baked' ? { defs: [], body: '' } : fillings(art.filling, outer.inner);
  const top = topping(art.topping, r);
  const pieceShadow = el('circle', { cx: 3, cy: 6, r, opacity: 0.4, filter: 'url(#sh)' });
  const piece = el('g', { id: 'pc' }, pieceShadow, outer.body, inside.body, top.body, gloss(r));
  const columns = count / 2;
  const step = r * 2 + 8;
  const width = columns * step + 24;
  const x0 = 290 - width / 2;
  const board = count === 6 ? woodBoard(x0, 52, width, 256, random) : slateBoard(x0, 62, width, 236);
  const pieces = Array.from({ length: count }, (_, i) => {
    const x = x0 + 12 + step / 2 + (i % columns) * step + (i < columns ? -4 : 4);
    const y = 180 + (i < columns ? -step / 2 : step / 2);
    return el('use', {
      href: '#pc',
      transform: `translate(${x} ${y}) rotate(${Math.round(random() * 360)})`,
    });
  });
  return {
    defs: [...outer.defs, ...inside.defs, ...top.defs, piece],
    body: board + pieces.join('') + gingerAndWasabi(x0 + width + 16, 140),
  };
};
