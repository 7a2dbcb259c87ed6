// Textures that make food read as food: rice grains, sesame seeds, roe, crumbs. Each is a small
// pattern tile, so a whole plate of rice costs a few hundred bytes.
import { el } from './document';
import { colorsOf } from './palette';

const grain = (cx: number, cy: number, angle: number, fill: string) =>
  el('ellipse', { cx, cy, rx: 2.6, ry: 1.3, fill, transform: `rotate(${angle} ${cx} ${cy})` });

export const RICE_GRAINS = el(
  'pattern',
  { id: 'rg', width: 11, height: 9, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(20)' },
  grain(3, 2.5, 30, '#e6e1d5'),
  grain(8.5, 6.5, -35, '#ebe6da'),
  grain(8, 1.5, 80, '#ffffff'),
);

export const SESAME = el(
  'pattern',
  { id: 'ss', width: 14, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(15)' },
  el('ellipse', { cx: 4, cy: 3, rx: 1.8, ry: 1.1, fill: '#f6e6bf' }),
  el('ellipse', { cx: 11, cy: 9, rx: 1.8, ry: 1.1, fill: '#2a241d', transform: 'rotate(50 11 9)' }),
);

export const ROE = el(
  'pattern',
  { id: 'ro', width: 6, height: 5.2, patternUnits: 'userSpaceOnUse' },
  el('rect', { width: 6, height: 5.2, fill: colorsOf('tobiko')[1] }),
  el('circle', { cx: 1.5, cy: 1.3, r: 1.5, fill: colorsOf('tobiko')[0] }),
  el('circle', { cx: 4.5, cy: 3.9, r: 1.5, fill: colorsOf('tobiko')[0] }),
  el('circle', { cx: 1.1, cy: 0.9, r: 0.5, fill: '#ffe1b8' }),
);

export const CRUMBS = el(
  'pattern',
  { id: 'cr', width: 9, height: 9, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(25)' },
  el('circle', { cx: 2, cy: 2, r: 2, fill: '#f7cf7a' }),
  el('circle', { cx: 6.5, cy: 6, r: 1.6, fill: '#c9852b' }),
);
