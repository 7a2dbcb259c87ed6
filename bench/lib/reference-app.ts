// The bare React Router page (bench/reference-app): built as the storefront is, then served by its
// own small node:http server (reference-app/server.ts) as its own process on a free port.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHttp } from './net';

const appRoot = path.resolve(import.meta.dirname, '../reference-app');
const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function startReferenceApp(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  execFileSync(path.join(repoRoot, 'node_modules/.bin/react-router'), ['build'], {
    cwd: appRoot,
    stdio: 'ignore',
  });
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(appRoot, 'server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/readyz`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
