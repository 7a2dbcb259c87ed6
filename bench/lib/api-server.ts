// Starts the API — or the storefront, which mounts the API in its process — as its own process (as
// production runs it: the bundle its build makes, run by plain node) on a free port, on a fresh
// embedded database or a fresh PostgreSQL database, and stops it afterwards. Benchmarks drive it
// over HTTP.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitForHttp } from './net';

export type DatabaseKind = 'pglite' | 'postgres';

export interface RunningApi {
  baseUrl: string;
  kind: DatabaseKind;
  /** The server's own process (node itself, no wrapper): its /proc entry gives its memory. */
  pid: number;
  /** Connection string of the PostgreSQL database, when kind is postgres. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The PostgreSQL server benchmarks may use, or undefined when none is configured. */
export const benchPostgresUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nori_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startServer(
  entry: string,
  kind: DatabaseKind,
  extraEnv: Record<string, string>,
): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-bench-'));
  const postgresUrl = benchPostgresUrl();
  if (kind === 'postgres' && !postgresUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const database = kind === 'postgres' ? await createDatabase(postgresUrl!) : undefined;
  // One process (no npm wrapper in between), so stopping it stops the server.
  // BENCH_CPU_PROF=DIR writes a V8 CPU profile of each server to DIR when it stops (for finding costs).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, entry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // A production storefront builds its absolute links from here and will not start without it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The load comes from one address and a few persons: the abuse limits would measure themselves.
      ORDER_PERSON_HOURLY_LIMIT: '100000000',
      ORDER_CLIENT_HOURLY_LIMIT: '100000000',
      UNPAID_ORDER_LIMIT: '100000000',
      CATALOG_CLIENT_BUILDS_PER_MINUTE: '100000000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...extraEnv,
    },
  });
  // A server that dies under a benchmark would otherwise show only as refused connections.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`${entry} (pid ${child.pid}) exited on its own: code ${code}, signal ${signal}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/readyz`, 300_000);
  } catch (error) {
    stopping = true;
    await stopProcess(child);
    throw error;
  }
  if (child.pid === undefined) throw new Error(`${entry} did not start`);
  return {
    baseUrl,
    kind,
    pid: child.pid,
    databaseUrl: database?.url,
    stop: async () => {
      stopping = true;
      await stopProcess(child);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The production builds' entries (`npm run build` of each workspace makes them). */
export const SERVER_ENTRIES = { api: 'apps/api/dist/main.js', storefront: 'apps/web/dist/main.js' };

/** Builds the API's bundle, as its `npm start` does (under a second). */
export const buildApi = () =>
  execFileSync('npm', ['run', 'build', '--workspace', '@nori/api'], { cwd: repoRoot, stdio: 'ignore' });

/** Builds the API (as its `npm start` does) and starts it. */
export function startApi(kind: DatabaseKind, extraEnv: Record<string, string> = {}): Promise<RunningApi> {
  buildApi();
  return startServer(SERVER_ENTRIES.api, kind, extraEnv);
}

/**
 * Builds the storefront (as `npm start` does) and starts it with the API mounted on the same port.
 * build false: restart on the build already made (a server stopped from outside, mid-run).
 */
export function startStorefront(kind: DatabaseKind, build = true): Promise<RunningApi> {
  if (build)
    execFileSync('npm', ['run', 'build', '--workspace', '@nori/web'], { cwd: repoRoot, stdio: 'ignore' });
  return startServer(SERVER_ENTRIES.storefront, kind, {});
}
