// The production topology on loopback: one fresh PostgreSQL database, nodes started as production
// starts them (NODE_ENV=production, DATABASE_URL, the same signing key and code secret on every
// node, SMS through the SMS.ru adapter to a local stand-in), nginx in front with the deploy
// recipe's configuration. 'combined': two nodes each serving the storefront and the API.
// 'split': two API nodes and two storefront nodes (API_BASE_URL = nginx's address).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi, createDatabase, SERVER_ENTRIES } from '../lib/api-server';
import { freePorts, waitForHttp } from '../lib/net';
import { startFakeSmsRu, type FakeSmsRu } from './fake-sms-ru';
import { startNginx, type RunningNginx } from './nginx';

export type Topology = 'combined' | 'split';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const ENTRIES = {
  node: SERVER_ENTRIES.storefront,
  api: SERVER_ENTRIES.api,
  storefront: SERVER_ENTRIES.storefront,
};
/** Per client address and hour (the API's default is 20): low, so the test reaches it quickly. */
export const CLIENT_HOURLY_LIMIT = 6;
/**
 * Order limits (issue 20), set explicitly: far above anything the checks and the loads place (the
 * promo check's 20 concurrent orders of one person, ~300 orders/s of one person and one address in
 * the throughput and the failover, all paid on receipt and left open), so none is refused by
 * accident. The per-person limit is checked on its own (order-checks.ts, orderRateLimit): a
 * dedicated person's hour is counted up to a few orders short of this limit.
 */
export const ORDER_LIMITS = {
  ORDER_PERSON_HOURLY_LIMIT: 1_000_000,
  ORDER_CLIENT_HOURLY_LIMIT: 1_000_000,
  UNPAID_ORDER_LIMIT: 1_000_000,
};
export const RESTO_API_KEY = `multinode-${randomBytes(12).toString('hex')}`;
/** The operator's key: catalog imports go to a running node through nginx with it. */
export const OPERATOR_API_KEY = `operator-${randomBytes(12).toString('hex')}`;

export interface Node {
  name: string;
  role: keyof typeof ENTRIES;
  /** 127.0.0.1:PORT, as nginx names it in X-Nori-Node. */
  address: string;
  url: string;
  /** SIGKILL: no goodbye, connections cut mid-request. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it is ready. */
  start(): Promise<void>;
  /** SIGTERM, as an orchestrator stops a node, and waits for the process to exit. */
  terminate(): Promise<void>;
  /** Terminates it for good and removes its files. */
  stop(): Promise<void>;
}

export interface Cluster {
  topology: Topology;
  databaseUrl: string;
  nginx: RunningNginx;
  sms: FakeSmsRu;
  nodes: Node[];
  /** The nodes that answer the API's paths. */
  apiNodes: Node[];
  /** Seconds from spawning the nodes (all at once, as an orchestrator does) until all were ready. */
  startSeconds: number;
  stop(): Promise<void>;
}

/** The production builds the nodes run: the storefront's (with its server's bundle) and the API's. */
export const buildStorefront = () => {
  execFileSync('npm', ['run', 'build', '--workspace', '@nori/web'], { cwd: repoRoot, stdio: 'ignore' });
  buildApi();
};

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

function makeNode(name: string, role: Node['role'], port: number, env: Record<string, string>): Node {
  let child: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), `nori-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  const node: Node = {
    name,
    role,
    address: `127.0.0.1:${port}`,
    url,
    async start() {
      child = spawn(process.execPath, [ENTRIES[role]], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      });
      const started = child;
      const died = exited(started).then(() => {
        throw new Error(`${name} exited while starting (code ${started.exitCode}, ${started.signalCode})`);
      });
      await Promise.race([waitForHttp(`${url}/readyz`, 240_000), died]);
      died.catch(() => {});
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async terminate() {
      if (!child) return;
      const running = child;
      if (running.exitCode === null && running.signalCode === null) running.kill('SIGTERM');
      await exited(running);
    },
    async stop() {
      await node.terminate();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return node;
}

export async function startCluster(topology: Topology, postgresUrl: string): Promise<Cluster> {
  const database = await createDatabase(postgresUrl);
  const sms = await startFakeSmsRu();
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    TOKEN_SIGNING_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    SIGN_IN_CODE_SECRET: randomBytes(32).toString('hex'),
    SMS_GATEWAY: 'sms.ru',
    SMSRU_API_ID: 'multinode-test',
    SMSRU_URL: sms.url,
    SMS_CLIENT_HOURLY_LIMIT: String(CLIENT_HOURLY_LIMIT),
    ...Object.fromEntries(Object.entries(ORDER_LIMITS).map(([name, value]) => [name, String(value)])),
    TRUST_PROXY: '127.0.0.1',
    DEMO_RESTO_API_KEY: RESTO_API_KEY,
    OPERATOR_API_KEY,
  };
  const roles: Node['role'][] =
    topology === 'combined' ? ['node', 'node'] : ['api', 'api', 'storefront', 'storefront'];
  // nginx's port and the nodes', all distinct.
  const [nginxPort = 0, ...nodePorts] = await freePorts(roles.length + 1);
  const nodes: Node[] = [];
  for (const [index, role] of roles.entries()) {
    // Customers reach every node through nginx: that is the site's origin (PUBLIC_URL).
    const front = `http://127.0.0.1:${nginxPort}`;
    const env = { ...shared, PUBLIC_URL: front, ...(role === 'storefront' ? { API_BASE_URL: front } : {}) };
    nodes.push(makeNode(`${role}${(index % 2) + 1}`, role, nodePorts[index]!, env));
  }
  const apiNodes = nodes.filter((node) => node.role !== 'storefront');
  const pageNodes = nodes.filter((node) => node.role !== 'api');
  const started = Date.now();
  let nginx: RunningNginx | undefined;
  try {
    // API nodes all at once on the empty database (migrations, demo chain), then storefronts.
    await Promise.all(apiNodes.map((node) => node.start()));
    nginx = await startNginx(
      { api: apiNodes.map((node) => node.address), storefront: pageNodes.map((node) => node.address) },
      nginxPort,
    );
    await Promise.all(nodes.filter((node) => node.role === 'storefront').map((node) => node.start()));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    await nginx?.stop();
    await sms.stop();
    await database.drop();
    throw error;
  }
  const startSeconds = (Date.now() - started) / 1000;
  const running = nginx;
  return {
    topology,
    databaseUrl: database.url,
    nginx: running,
    sms,
    nodes,
    apiNodes,
    startSeconds,
    stop: async () => {
      await running.stop();
      await Promise.all(nodes.map((node) => node.stop()));
      await sms.stop();
      await database.drop();
    },
  };
}
