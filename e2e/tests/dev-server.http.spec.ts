// `npm run dev` (README): the storefront through Vite's development server with the API on one
// port. It renders pages on the server from the sources, hands the browser Vite's client (hot
// module replacement), and the page hydrates under its content security policy.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './shell-support';

test.describe.configure({ timeout: 180_000 });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const untilHealthy = async (origin: string, server: ChildProcess) => {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`npm run dev exited with ${server.exitCode}`);
        return (await fetch(`${origin}/healthz`).catch(() => null))?.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
};

let server: ChildProcess;
let origin: string;
let dataDir: string;

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'nori-dev-'));
  server = spawn('npm', ['run', 'dev'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    // Its own process group, so that stopping it stops tsx and the server it watches.
    detached: true,
  });
  await untilHealthy(origin, server);
});

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm run dev renders pages from the sources and hydrates them with hot module replacement', async ({
  page,
}) => {
  const html = await (await fetch(`${origin}/restos`)).text();
  expect(html).toContain('>Заведения</h1>');
  // React Router's development runtime: Vite's client and React's fast refresh.
  expect(html).toContain('virtual:react-router/inject-hmr-runtime');

  const problems = watchConsole(page);
  const updates = page.waitForEvent('websocket', (socket) =>
    socket.url().startsWith(origin.replace('http', 'ws')),
  );
  await page.goto(`${origin}/restos`);
  // The first visit compiles every module the page imports, one request each: slow on a busy machine.
  await waitForHydration(page, 60_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заведения');
  // Vite's client has opened its update channel on the same port.
  await updates;
  expect(problems).toEqual([]);
});
