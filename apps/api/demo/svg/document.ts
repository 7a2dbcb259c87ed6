// A tiny string builder for SVG: elements, gradients and the document around them. Numbers are
// rounded (two decimals below 10 for offsets and opacities, one above) so the files stay small and
// byte-for-byte reproducible.
export type Attrs = Record<string, string | number | undefined>;

export const WIDTH = 640;
export const HEIGHT = 360;

const round = (value: number) => {
  const scale = Math.abs(value) < 10 ? 100 : 10;
  return String(Math.round(value * scale) / scale);
};

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const el = (name: string, attrs: Attrs, ...children: string[]): string => {
  const attributes = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : escapeXml(value)}"`)
    .join('');
  return children.length ? `<${name}${attributes}>${children.join('')}</${name}>` : `<${name}${attributes}/>`;
};

export const text = (attrs: Attrs, content: string) =>
  `${el('text', attrs).slice(0, -2)}>${escapeXml(content)}</text>`;

type Stop = [offset: number, color: string, opacity?: number];

const stops = (list: Stop[]) =>
  list
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('');

export const radial = (id: string, list: Stop[], attrs: Attrs = {}) =>
  el('radialGradient', { id, ...attrs }, stops(list));

/** A linear gradient from top-left light to bottom-right shade unless told otherwise. */
export const linear = (id: string, list: Stop[], attrs: Attrs = { x1: 0, y1: 0, x2: 1, y2: 1 }) =>
  el('linearGradient', { id, ...attrs }, stops(list));

/** Soft shadows under everything: one blur filter shared by the whole picture. */
export const SHADOW_FILTER = el(
  'filter',
  { id: 'sh', x: '-30%', y: '-30%', width: '160%', height: '160%' },
  el('feGaussianBlur', { stdDeviation: 7 }),
);

export const shadow = (shape: string) => el('g', { filter: 'url(#sh)', opacity: 0.55 }, shape);

const idOf = (definition: string) => /^<\w+ id="([^"]+)"/.exec(definition)?.[1];
const refersTo = (markup: string, id: string) =>
  markup.includes(`url(#${id})`) || markup.includes(`href="#${id}"`);

/** Keeps only the definitions the picture uses, directly or through another kept definition. */
const usedDefinitions = (defs: string[], body: string) => {
  const kept = new Set<string>();
  let markup = body;
  for (let grew = true; grew;) {
    grew = false;
    for (const definition of defs) {
      const id = idOf(definition);
      if (kept.has(definition) || (id !== undefined && !refersTo(markup, id))) continue;
      kept.add(definition);
      markup += definition;
      grew = true;
    }
  }
  return defs.filter((definition) => kept.has(definition));
};

export const svgDocument = (title: string, defs: string[], body: string[], width = WIDTH, height = HEIGHT) =>
  el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' },
    `<title>${escapeXml(title)}</title>`,
    el('defs', {}, ...usedDefinitions([...new Set(defs)], body.join(''))),
    ...body,
  ) + '\n';

/** Deterministic pseudo-random numbers (mulberry32) seeded from a name, for sesame seeds and crumbs. */
export const seededRandom = (seed: string) => {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 2654435761) >>> 0, 7);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
export type Random = ReturnType<typeof seededRandom>;
