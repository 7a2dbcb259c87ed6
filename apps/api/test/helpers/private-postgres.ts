// A PostgreSQL cluster of the test's own — initdb in a temporary folder, on a free loopback port —
// for tests that stop and start the database, which must never touch the machine's shared server.
// Needs the server binaries (/usr/lib/postgresql/<version>/bin, package 'postgresql'); as root,
// the cluster runs as the 'postgres' user, since PostgreSQL refuses to run as root.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SERVER_ROOT = '/usr/lib/postgresql';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Fast shutdown: open sessions are ended, as in a crash of the server process or a failover. */
  stop(): Promise<void>;
  /** Starts the server again and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its files. */
  destroy(): Promise<void>;
}

function serverBinaries(): string {
  const versions = existsSync(SERVER_ROOT)
    ? readdirSync(SERVER_ROOT)
        .filter((version) => existsSync(path.join(SERVER_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      `No PostgreSQL server binaries in ${SERVER_ROOT}/<version>/bin (initdb, pg_ctl). Install them ` +
        '(apt-get install -y postgresql); .ci/run does.',
    );
  return path.join(SERVER_ROOT, versions[0]!, 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]).catch(
    () => {
      throw new Error("Running as root, and there is no 'postgres' user to run the test's PostgreSQL as.");
    },
  );
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const owner = await postgresUser();
  const folder = await mkdtemp(path.join(tmpdir(), 'nori-pg-'));
  if (owner) await chown(folder, owner.uid, owner.gid);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const asOwner = (program: string, args: string[]) =>
    owner
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);

  await asOwner('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  // Loopback only, its socket in its own folder, no fsync: a throwaway cluster.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
  const start = async () =>
    void (await asOwner('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]));
  const stop = async () => void (await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
