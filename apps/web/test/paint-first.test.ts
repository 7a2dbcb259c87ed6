import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { importAfterPaint, paintFirstStream } from '../app/paint-first.server';
import { SERVICE_WORKER_START } from '../app/start/service-worker-start';

// The shape React Router writes (its <Scripts>: preloads hoisted to the head, then the module script).
const DOCUMENT = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0=="/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="N0=="/>',
  '<link nonce="N0==" rel="stylesheet" href="/assets/app-C.css#"/></head><body><main>Меню</main>',
  '<script nonce="N0==">window.__reactRouterContext = {"a":1};</script>',
  '<script nonce="N0==" type="module" async="">;\n',
  'import * as route0 from "/assets/root-D.js";\n',
  'import * as route1 from "/assets/menu-E.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/menu":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  '<script nonce="N0==">$RC("B:0","S:0")</script></body></html>',
].join('');

const streamed = (chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(paintFirstStream()));

describe('paintFirstStream', () => {
  it('takes the preloads out of the head and adds them, with the nonce, once the page is painted', async () => {
    const page = await streamed([DOCUMENT]);
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<link nonce="N0==" rel="stylesheet" href="/assets/app-C.css#"/>');
    const script = page.slice(
      page.indexOf('type="module" async="">') + 23,
      page.lastIndexOf('</script><script'),
    );
    expect(script.indexOf("'first-contentful-paint'")).toBeLessThan(script.indexOf('modulepreload'));
    expect(script).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(script).toContain('nonce:"N0=="');
  });

  it('imports the route modules after the paint, in their order, before the entry', async () => {
    const page = await streamed([DOCUMENT]);
    expect(page).not.toMatch(/^import \* as/m);
    const root = page.indexOf('const route0=await import("/assets/root-D.js");');
    const menu = page.indexOf('const route1=await import("/assets/menu-E.js");');
    const modules = page.indexOf('window.__reactRouterRouteModules');
    const entry = page.indexOf('import("/assets/entry.client-A.js");');
    expect(page.indexOf("'first-contentful-paint'")).toBeLessThan(root);
    expect([root, menu, modules].every((at, index, all) => at !== -1 && at < (all[index + 1] ?? entry))).toBe(
      true,
    );
  });

  it('gives the same document whatever the chunks are cut at, the other scripts as they were', async () => {
    const whole = await streamed([DOCUMENT]);
    expect(whole).toContain('<script nonce="N0==">window.__reactRouterContext = {"a":1};</script>');
    expect(whole).toContain('<script nonce="N0==">$RC("B:0","S:0")</script></body></html>');
    for (let size = 1; size < 40; size += 3) {
      const chunks = [];
      for (let at = 0; at < DOCUMENT.length; at += size) chunks.push(DOCUMENT.slice(at, at + size));
      expect(await streamed(chunks)).toBe(whole);
    }
  });

  it('adds the server-only head tags once, at the end of the head, whatever the chunks', async () => {
    const links = '<link rel="manifest" href="/manifest.webmanifest"/>';
    const cut = DOCUMENT.indexOf('</head>') + 3;
    const pieces = [DOCUMENT.slice(0, cut), DOCUMENT.slice(cut)];
    for (const chunks of [[DOCUMENT], pieces]) {
      const page = await text(
        Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(paintFirstStream(links)),
      );
      expect(page).toContain(`${links}</head>`);
      expect(page.split(links)).toHaveLength(2);
    }
  });

  it('keeps a letter cut between two chunks whole', async () => {
    const bytes = Buffer.from('<main>Меню</main>');
    const chunks = [bytes.subarray(0, 8), bytes.subarray(8)];
    expect(await text(Readable.from(chunks).pipe(paintFirstStream()))).toBe('<main>Меню</main>');
  });
});

describe('importAfterPaint', () => {
  it('starts the service worker at the end of the module script, once', async () => {
    const page = await streamed([DOCUMENT]);
    const script = page.slice(
      page.indexOf('type="module" async="">') + 23,
      page.indexOf('</script><script nonce="N0==">$RC'),
    );
    expect(script.endsWith(`;${SERVICE_WORKER_START}`)).toBe(true);
    expect(script.indexOf('import("/assets/entry.client-A.js")')).toBeLessThan(
      script.indexOf(SERVICE_WORKER_START),
    );
    expect(page.split("register('/sw.js')")).toHaveLength(2);
  });

  it('leaves a module script without static imports as it is', () => {
    expect(importAfterPaint('console.log(1);', ['/a.js'])).toBe('console.log(1);');
  });
});
