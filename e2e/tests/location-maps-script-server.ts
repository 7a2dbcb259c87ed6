// A local stand-in for the Google Maps script host (node:http on 127.0.0.1, port 0). Per scenario
// it answers 503 a chosen number of times, then a script that sets a small fake `google.maps` (the
// calls the storefront makes, recorded in `google.maps.calls`) and calls the loader back, as the
// real script does. It also serves the storefront's map modules, compiled from their TypeScript,
// so the page runs the very code the storefront ships.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ts from 'typescript';
import { fakeGoogleMaps } from './location-fake-google-maps';

export interface ScriptServer {
  origin: string;
  /** The script address of a scenario that fails `failures` times before answering. */
  scriptUrl: (scenario: string, failures: number) => string;
  /** The script requests a scenario received, in order. */
  requests: (scenario: string) => URL[];
  close: () => Promise<void>;
}

/** The storefront's location feature, whose map modules the page imports. */
export const LOCATION_MODULES = path.resolve(import.meta.dirname, '../../apps/web/app/features/location');

const SCRIPT_PATH = /^\/([\w-]+)\/fail-(\d+)\/maps\/api\/js$/;
const MODULE_PATH = /^\/modules\/([\w/-]+)$/;

/** `moduleRoot`: the folder whose .ts files are served under /modules/ (imports without extension). */
export const startScriptServer = async (moduleRoot: string): Promise<ScriptServer> => {
  const received = new Map<string, URL[]>();
  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    // A classic script is read in the page's encoding unless told: the fake's Russian needs UTF-8.
    response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
    response.end(body);
  };
  const serveModule = async (name: string, response: ServerResponse) => {
    const file = path.resolve(moduleRoot, `${name}.ts`);
    if (!file.startsWith(`${moduleRoot}${path.sep}`)) return send(response, 404, 'text/plain', 'not found');
    const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    send(response, 200, 'text/javascript', outputText);
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/') return send(response, 200, 'text/html', '<!doctype html><title>maps</title>');
    const module = MODULE_PATH.exec(url.pathname);
    if (module) {
      serveModule(module[1] ?? '', response).catch(() => send(response, 404, 'text/plain', 'not found'));
      return;
    }
    const match = SCRIPT_PATH.exec(url.pathname);
    if (!match) return send(response, 404, 'text/plain', 'not found');
    const [, scenario = '', failures = '0'] = match;
    const list = received.get(scenario) ?? [];
    list.push(url);
    received.set(scenario, list);
    if (list.length <= Number(failures)) return send(response, 503, 'text/plain', 'unavailable');
    const callback = JSON.stringify(url.searchParams.get('callback') ?? '');
    send(
      response,
      200,
      'text/javascript',
      `window.google = { maps: (${fakeGoogleMaps.toString()})(${JSON.stringify(`local-${scenario}`)}) };\n` +
        `window[${callback}]();`,
    );
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    scriptUrl: (scenario, failures) => `${origin}/${scenario}/fail-${failures}/maps/api/js`,
    requests: (scenario) => received.get(scenario) ?? [],
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
};
