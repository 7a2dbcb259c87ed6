// Hot dishes from above: noodles or fried rice on a plate, a poke bowl in sections, gyoza, tempura.
import type { DishArt } from '../model';
import { el, linear, shadow, type Random } from './document';
import { CRUMBS, RICE_GRAINS, SESAME } from './food-patterns';
import { ingredient } from './ingredients';
import { roundPlate } from './backdrop';

type HotArt = Extract<DishArt, { kind: 'wok' | 'poke' | 'gyoza' | 'tempura' }>;
const CX = 300;
const CY = 180;

const chunk = (name: string, x: number, y: number, angle: number, scale = 1) => {
  const { fill } = ingredient(name);
  const at = `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(angle)})${scale === 1 ? '' : ` scale(${scale})`}`;
  if (name === 'edamame' || name === 'pea') return el('ellipse', { rx: 9, ry: 6, fill, transform: at });
  if (name === 'cucumber' || name === 'radish' || name === 'orange')
    return el('circle', {
      r: 11,
      fill,
      stroke: name === 'cucumber' ? '#3f7a2f' : '#ffffff',
      'stroke-width': 2,
      transform: at,
    });
  if (name === 'chuka' || name === 'onion')
    return el('path', {
      d: 'M-14 0q7-8 14 0t14 0',
      stroke: fill,
      'stroke-width': 4,
      fill: 'none',
      transform: at,
    });
  if (name === 'avocado')
    return el('path', {
      d: 'M-18 6a18 12 0 0 1 36 0z',
      fill,
      stroke: '#3f6a22',
      'stroke-width': 2,
      transform: at,
    });
  return el('rect', { x: -10, y: -10, width: 20, height: 20, rx: 5, fill, transform: at });
};

/** A tangle of noodles: one path of wavy strands in two tones, so it costs one element each. */
const noodles = ([light, shade]: [string, string], random: Random) => {
  const strands = (count: number) =>
    Array.from({ length: count }, () => {
      const place = random() * Math.PI * 2;
      const d = Math.sqrt(random()) * 80;
      const x = Math.round(CX + Math.cos(place) * d);
      const y = Math.round(CY + Math.sin(place) * d);
      const a = random() * Math.PI;
      const dx = Math.round(Math.cos(a) * 30);
      const dy = Math.round(Math.sin(a) * 30);
      return `M${x - dx} ${y - dy}c${dx - dy} ${dy + dx} ${dx + dy} ${dy - dx} ${2 * dx} ${2 * dy}`;
    }).join('');
  const stroke = { 'stroke-width': 8, 'stroke-linecap': 'round', fill: 'none' } as const;
  return (
    el('path', { d: strands(22), stroke: shade, ...stroke }) +
    el('path', { d: strands(22), stroke: light, ...stroke })
  );
};

const wok = (accents: string[], random: Random) => {
  const onRice = accents.includes('beef') || accents.includes('duck');
  const base = onRice
    ? el('circle', { cx: CX, cy: CY, r: 112, fill: '#f3dfae' }) +
      el('circle', { cx: CX, cy: CY, r: 112, fill: 'url(#rg)' })
    : noodles(accents.includes('shrimp') ? ['#b08a66', '#7a5a3e'] : ['#fbe7b0', '#d9b46a'], random);
  const pieces = accents.flatMap((name, i) =>
    Array.from({ length: 4 }, (_, k) => {
      const a = i * 2.2 + k * 1.57;
      const d = 30 + ((k * 37 + i * 13) % 60);
      return chunk(name, CX + Math.cos(a) * d, CY + Math.sin(a) * d, random() * 90, 1.5);
    }),
  );
  return {
    defs: [RICE_GRAINS, ...accents.map((name) => ingredient(name).def)],
    body: roundPlate(CX, CY, 158) + base + pieces.join(''),
  };
};

const poke = (accents: string[]) => {
  const sections = accents.map((name, i) => {
    const a = (i / accents.length) * Math.PI * 2;
    return Array.from({ length: 5 }, (_, k) =>
      chunk(
        name,
        CX + Math.cos(a + (k % 3) * 0.22 - 0.22) * (74 + Math.floor(k / 3) * 30),
        CY + Math.sin(a + (k % 3) * 0.22 - 0.22) * (74 + Math.floor(k / 3) * 30),
        k * 40,
      ),
    ).join('');
  });
  const bowl =
    shadow(el('circle', { cx: CX + 8, cy: CY + 14, r: 152 })) +
    el('circle', { cx: CX, cy: CY, r: 152, fill: '#f1ede6' }) +
    el('circle', { cx: CX, cy: CY, r: 138, fill: '#e4dfd5' });
  return {
    defs: [RICE_GRAINS, SESAME, ...accents.map((name) => ingredient(name).def)],
    body:
      bowl +
      el('circle', { cx: CX, cy: CY, r: 128, fill: 'url(#rc)' }) +
      el('circle', { cx: CX, cy: CY, r: 128, fill: 'url(#rg)' }) +
      sections.join('') +
      el('circle', { cx: CX, cy: CY, r: 40, fill: 'url(#ss)' }),
  };
};

const gyoza = () => {
  const dumpling = el(
    'g',
    { id: 'gz' },
    el('path', {
      d: 'M-46 10C-46-30 46-30 46 10z',
      fill: 'url(#gy)',
      stroke: '#c98a3a',
      'stroke-width': 1.5,
    }),
    el('path', {
      d: 'M-30-14l4 10M-14-20l2 12M2-22l0 12M18-19l-2 11M32-12l-4 9',
      stroke: '#d9a968',
      'stroke-width': 2,
    }),
    el('path', { d: 'M-44 10h88', stroke: '#a8601c', 'stroke-width': 6, 'stroke-linecap': 'round' }),
  );
  // Pan-fried gyoza are served in a row, crisp bottoms down, each leaning on the next.
  const uses = Array.from({ length: 6 }, (_, i) =>
    el('use', {
      href: '#gz',
      transform: `translate(${CX - 20 + (i - 2.5) * 34} ${CY + (i - 2.5) * 8}) rotate(-75) scale(1.25)`,
    }),
  );
  const sauce =
    el('circle', { cx: 530, cy: 250, r: 42, fill: '#e9e4da' }) +
    el('circle', { cx: 530, cy: 250, r: 32, fill: '#3a1d0c' }) +
    el('circle', { cx: 520, cy: 240, r: 8, fill: '#fff', opacity: 0.15 });
  return {
    defs: [
      linear(
        'gy',
        [
          [0, '#fff7e6'],
          [0.7, '#f2d9a6'],
          [1, '#d9a050'],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
      dumpling,
    ],
    body:
      roundPlate(CX - 20, CY, 150) +
      uses.join('') +
      shadow(el('circle', { cx: 536, cy: 260, r: 42 })) +
      sauce,
  };
};

const tempura = () => {
  const shrimp = el(
    'g',
    { id: 'tp' },
    el('path', { d: 'M-80 0C-70-22 40-26 70-8 80 0 76 14 64 18 20 30-60 26-80 0z', fill: 'url(#i-tempura)' }),
    el('path', { d: 'M-80 0C-70-22 40-26 70-8 80 0 76 14 64 18 20 30-60 26-80 0z', fill: 'url(#cr)' }),
    el('path', { d: 'M66-4l30-14-6 18 8 14-30-6z', fill: '#e8452a' }),
  );
  const uses = [-2, -1, 0, 1, 2].map((k) =>
    el('use', { href: '#tp', transform: `translate(${CX + k * 14} ${CY + k * 44}) rotate(${-20 + k * 4})` }),
  );
  const paper = el('rect', {
    x: 160,
    y: 50,
    width: 290,
    height: 260,
    fill: '#f6efe0',
    transform: `rotate(-6 ${CX} ${CY})`,
  });
  return {
    defs: [ingredient('tempura').def, CRUMBS, shrimp],
    body: roundPlate(CX, CY, 165) + paper + uses.join(''),
  };
};

export const drawHot = (art: HotArt, random: Random) => {
  if (art.kind === 'wok') return wok(art.accents, random);
  if (art.kind === 'poke') return poke(art.accents);
  if (art.kind === 'gyoza') return gyoza();
  return tempura();
};
