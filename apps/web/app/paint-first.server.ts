// The page's code loads after the browser has painted the server's markup (issue 17). React
// Router's document preloads every script of the page in its head and imports the route modules
// in an `async` module script: on a phone on a slow network the scripts (~130 KB) share the line
// with the stylesheet the first paint waits for, and when they are already there (a returning
// visitor's cache) the browser runs the framework and hydration before it paints at all. Here the
// preloads leave the head, and the module script first waits for the first contentful paint, then
// adds the same preloads and imports the same modules dynamically, one after the other as before,
// and goes on as React Router wrote it. Taps before hydration are kept (early-taps.ts).
import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import { SERVICE_WORKER_START } from './start/service-worker-start';

/**
 * Resolves once the browser reports its first contentful paint (the time the frame was shown,
 * which comes after the main thread's paint), at once on a hidden page (it paints nothing), and
 * after a second at most: a browser without paint timing, or a page whose stylesheet is slow, does
 * not wait for it longer. Then the preloads, with the page's nonce (its policy asks for it).
 */
const afterPaint = (hrefs: readonly string[], nonce: string | undefined): string =>
  `await new Promise(r=>{setTimeout(r,1e3);document.hidden?r():\
new PerformanceObserver(l=>l.getEntriesByName('first-contentful-paint')[0]&&r()).observe({type:'paint',buffered:!0})});\
for(const h of ${JSON.stringify(hrefs)})document.head.append(Object.assign(document.createElement('link'),\
{rel:'modulepreload',href:h${nonce ? `,nonce:${JSON.stringify(nonce)}` : ''}}));`;

const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");?$/gm;

/**
 * React Router's route-modules script with its static imports made dynamic behind the paint, and
 * the page's preloads added there. A script of another shape is returned as it is.
 */
export function importAfterPaint(script: string, preloads: readonly string[], nonce?: string): string {
  let found = false;
  const rest = script.replace(STATIC_IMPORT, (_line, name: string | undefined, url: string) => {
    found = true;
    return name ? `const ${name}=await import(${url});` : `await import(${url});`;
  });
  // The service worker starts after everything else the script does (issue 42).
  return found ? `${afterPaint(preloads, nonce)}${rest};${SERVICE_WORKER_START}` : script;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;
const NONCE = /\bnonce="([^"]+)"/;
const SCRIPT_END = '</script>';

/**
 * Rewrites a document as it streams by: the module preloads are taken out (and kept), the module
 * script rewritten (importAfterPaint); everything else passes as it comes. A tag or a module
 * script cut by a chunk's end is held until the rest arrives.
 */
export function paintFirstStream(headEnd = ''): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let held = '';
  // Server-only tags for the end of the head (the manifest's link: root.tsx does not render it,
  // so no page's script carries it); React's hydration passes over tags it did not render there.
  let headEndAdded = headEnd === '';
  const withHeadEnd = (text: string) => {
    if (headEndAdded || !text.includes('</head>')) return text;
    headEndAdded = true;
    return text.replace('</head>', `${headEnd}</head>`);
  };
  const withoutPreloads = (text: string) =>
    text.replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const rewrite = (text: string): { out: string; rest: string } => {
    let out = '';
    let rest = text;
    for (;;) {
      const open = MODULE_SCRIPT.exec(rest);
      if (!open) {
        const cut = rest.lastIndexOf('<');
        const keep = cut !== -1 && !rest.includes('>', cut) ? cut : rest.length;
        return { out: out + withoutPreloads(rest.slice(0, keep)), rest: rest.slice(keep) };
      }
      const bodyStart = open.index + open[0].length;
      const end = rest.indexOf(SCRIPT_END, bodyStart);
      if (end === -1)
        return { out: out + withoutPreloads(rest.slice(0, open.index)), rest: rest.slice(open.index) };
      out += withoutPreloads(rest.slice(0, open.index)) + open[0];
      out += importAfterPaint(rest.slice(bodyStart, end), preloads, NONCE.exec(open[0])?.[1]);
      rest = rest.slice(end);
    }
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const { out, rest } = rewrite(held + (typeof chunk === 'string' ? chunk : decoder.write(chunk)));
      held = rest;
      callback(null, withHeadEnd(out));
    },
    flush(callback) {
      callback(null, held + decoder.end());
    },
  });
}
