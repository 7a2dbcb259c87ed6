// One Lighthouse 12 run of one page (its default: the mobile preset, simulated slow 4G and a 4×
// slower CPU), in the puppeteer page given, with the storage the caller set up (Lighthouse's own
// reset is off). Returns the figures of issue 17: score, FCP, LCP, TBT, CLS, the first load's
// JavaScript (as sent, brotli; gzipped, the budget's unit; its number of requests) and the
// document's size as the server sends it with brotli.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import type { Page } from 'puppeteer-core';

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  jsRequests: number;
  jsBrotliKb: number;
  documentBrotliKb: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The gzipped size of each script, asked of the server as a gzip-only browser would. */
async function gzippedKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const length = response.headers.get('content-length');
    // fetch decompresses the body; the header carries what was sent.
    bytes += length ? Number(length) : (await response.arrayBuffer()).byteLength;
  }
  return bytes / 1024;
}

/**
 * The document's body as the server sends it to a browser accepting brotli: the bytes on the wire
 * (node:http does not decompress), since a streamed page has no content-length to read.
 */
export function documentBrotliKb(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // As Lighthouse's mobile browser asks: the server renders another document for bots (isbot),
    // and one without a user agent is ~1 % smaller than what the browser gets.
    const headers = { 'accept-encoding': 'br', accept: 'text/html', 'user-agent': userAgents.mobile };
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('error', reject);
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        // An uncompressed answer would be measured as if it were brotli: say so rather than mislead.
        else if (encoding !== 'br') reject(new Error(`${url} was sent as ${encoding ?? 'identity'}, not br`));
        else resolve(bytes / 1024);
      });
    })
      .on('error', reject)
      .end();
  });
}

/**
 * BENCH_LIGHTHOUSE_DIR=DIR keeps each run's whole report (JSON) in DIR, for finding what a figure
 * is made of (the requests before the first paint, the LCP element, the main thread's work).
 */
function saveReport(url: string, lhr: object): void {
  const directory = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!directory) return;
  const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
  writeFileSync(path.join(directory, name), JSON.stringify(lhr));
}

export async function runLighthouse(page: Page, port: number, url: string): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  saveReport(url, lhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  // Every script the load fetched until the page went quiet: what the document preloads and what
  // the page loads on demand during its boot (the budget counts both).
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const score = lhr.categories['performance']?.score;
  return {
    score: score === null || score === undefined ? NaN : Math.round(score * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsGzipKb: await gzippedKb(scripts.map((script) => script.url)),
    jsRequests: scripts.length,
    jsBrotliKb: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024,
    documentBrotliKb: await documentBrotliKb(url),
  };
}

/** Figures of a run that failed: left out of the medians (a target with no figure is not met). */
export const FAILED_RUN: PageFigures = {
  score: NaN,
  fcpMs: NaN,
  lcpMs: NaN,
  tbtMs: NaN,
  cls: NaN,
  jsGzipKb: NaN,
  jsRequests: NaN,
  jsBrotliKb: NaN,
  documentBrotliKb: NaN,
};
