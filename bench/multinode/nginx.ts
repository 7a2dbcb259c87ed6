// nginx for the multi-node test: the deploy recipe's own configuration (deploy/nginx.conf) with its
// upstreams' `server` lines pointed at loopback nodes and its `listen` at a free port — nothing
// else changes, so the recipe and the test cannot drift apart. It runs as this user's process
// (not the system service) from a temporary prefix, one worker so round-robin strictly alternates,
// and tells which node answered each request in an `X-Nori-Node` header (added by the wrapper
// around the recipe's file, never by the recipe).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { waitForHttp } from '../lib/net';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const DEPLOY_NGINX_CONF = path.join(repoRoot, 'deploy', 'nginx.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Upstreams {
  /** host:port of each node answering the API's paths. */
  api: string[];
  /** host:port of each node answering pages. */
  storefront: string[];
}

/** Replaces the `server …;` lines of one upstream block, keeping each line's parameters. */
function withServers(conf: string, upstream: string, servers: string[]): string {
  const block = new RegExp(`(upstream ${upstream} \\{\\n)([\\s\\S]*?)(\\n\\})`);
  const match = block.exec(conf);
  if (!match) throw new Error(`deploy/nginx.conf has no 'upstream ${upstream}' block`);
  const lines = match[2]!.split('\n');
  const template = lines.find((line) => /^\s*server \S+/.test(line));
  if (!template) throw new Error(`upstream ${upstream} has no server line`);
  const rest = lines.filter((line) => !/^\s*server \S+/.test(line));
  const servers_ = servers.map((server) => template.replace(/server \S+/, `server ${server}`));
  return conf.replace(block, `$1${[...servers_, ...rest].join('\n')}$3`);
}

/** The recipe's configuration with loopback upstreams and port. */
export function testSiteConf(upstreams: Upstreams, port: number): string {
  let conf = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  conf = withServers(conf, 'nori_api', upstreams.api);
  conf = withServers(conf, 'nori_storefront', upstreams.storefront);
  const listen = /^(\s*)listen \d+;/m;
  if (!listen.test(conf)) throw new Error("deploy/nginx.conf has no 'listen PORT;' line");
  return conf.replace(listen, `$1listen 127.0.0.1:${port};`);
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

export const nginxInstalled = (): boolean => existsSync(NGINX);

export async function startNginx(upstreams: Upstreams, port: number): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'nori-nginx-'));
  mkdirSync(path.join(prefix, 'logs'));
  writeFileSync(path.join(prefix, 'site.conf'), testSiteConf(upstreams, port));
  // What the container's nginx gets from its image: the main context, temp paths a user may write.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      // Workers as this user: they write request bodies over 16 KB (a catalog import) to the
      // temp paths inside the private prefix (as root, nginx's default would be nobody).
      `user ${userInfo().username};`,
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${prefix}/${name}_temp;`,
      ),
      '  add_header X-Nori-Node $upstream_addr always;',
      `  include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(
    NGINX,
    ['-t', '-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/logs/error.log`],
    {
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/logs/error.log`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, 60_000);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        });
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
