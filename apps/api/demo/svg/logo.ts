// The chain's logo: a roll's cross-section inside a red sun, with the wordmark beside it.
import { el, radial, svgDocument, text } from './document';
import { DEMO_BRAND } from '../content/brand';

export const logoMark = (cx: number, cy: number, r: number) =>
  el('circle', { cx, cy, r, fill: 'url(#lg)' }) +
  el('circle', { cx, cy, r: r * 0.62, fill: '#1d2a21' }) +
  el('circle', { cx, cy, r: r * 0.52, fill: '#fffaf2' }) +
  el('ellipse', { cx, cy, rx: r * 0.24, ry: r * 0.2, fill: '#ff8a5c' }) +
  el('path', {
    d: `M${cx - r * 0.85} ${cy + r * 0.55}q${r * 0.28}-${r * 0.22} ${r * 0.56} 0t${r * 0.56} 0 ${r * 0.56} 0`,
    stroke: '#ffffff',
    'stroke-width': r * 0.09,
    fill: 'none',
    'stroke-linecap': 'round',
  });

export const LOGO_DEFS = [
  radial(
    'lg',
    [
      [0, '#ff5a4a'],
      [1, '#c41e2a'],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  ),
];

export const logoSvg = () =>
  svgDocument(
    DEMO_BRAND.name,
    LOGO_DEFS,
    [
      logoMark(80, 80, 64),
      text(
        {
          x: 168,
          y: 92,
          'font-family': 'system-ui, sans-serif',
          'font-size': 50,
          'font-weight': 800,
          'letter-spacing': 1,
          fill: '#e63b2e',
        },
        'УМИКО',
      ),
      text(
        {
          x: 172,
          y: 124,
          'font-family': 'system-ui, sans-serif',
          'font-size': 19,
          'font-weight': 500,
          'letter-spacing': 1,
          fill: '#8a8f98',
        },
        'суши · роллы · вок',
      ),
    ],
    460,
    160,
  );
