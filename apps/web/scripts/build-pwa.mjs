// Builds the installed storefront's two scripts (issue 42) into the client build, after
// `react-router build`: the service worker (pwa/worker → sw.js), which knows its version and the
// shell files it keeps at install, and the page script that registers it (pwa/page → pwa.js).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// Map code (Leaflet, Google's) is big and useless offline: it is not kept in advance.
const NOT_IN_SHELL = /^(?:google-|leaflet-|map-popup-)/;

/** The build's scripts and styles a visitor's pages are made of: kept at the worker's install. */
export const shellFiles = (clientDirectory) =>
  readdirSync(path.join(clientDirectory, 'assets'))
    .filter((name) => /\.(?:js|css)$/.test(name) && !NOT_IN_SHELL.test(name))
    .sort()
    .map((name) => `/assets/${name}`)
    .concat('/pwa.js');

export async function buildPwa(webRoot, clientDirectory, version) {
  const common = { bundle: true, minify: true, target: 'es2022', logLevel: 'warning', legalComments: 'none' };
  await build({
    ...common,
    entryPoints: [path.join(webRoot, 'pwa/worker/service-worker.ts')],
    outfile: path.join(clientDirectory, 'sw.js'),
    format: 'iife',
    define: {
      BUILD_VERSION: JSON.stringify(version.slice(0, 12)),
      SHELL_FILES: JSON.stringify(shellFiles(clientDirectory)),
    },
  });
  await build({
    ...common,
    entryPoints: [path.join(webRoot, 'pwa/page/pwa-page.ts')],
    outfile: path.join(clientDirectory, 'pwa.js'),
    format: 'esm',
  });
}
