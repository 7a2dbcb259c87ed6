// `npm run bench`: every benchmark, on the embedded database and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL points at a PostgreSQL server, on PostgreSQL; then a summary of issue 17's
// targets, each met or not. Figures are printed, never asserted.
// Run some: `npm run bench -- catalog-read preflight`.
import { benchPostgresUrl, type DatabaseKind } from './lib/api-server';
import { printSummary } from './lib/summary';
import * as catalogRead from './catalog-read';
import * as deskLatency from './desk-latency';
import * as multinode from './multinode';
import * as officeFigures from './office-figures';
import * as orders from './orders';
import * as pageSpeed from './page-speed';
import * as preflight from './preflight';
import * as ssr from './ssr';

const benchmarks: Record<string, { run(kind: DatabaseKind): Promise<void> }> = {
  'catalog-read': catalogRead,
  preflight,
  orders,
  ssr,
  'page-speed': pageSpeed,
  multinode,
  'desk-latency': deskLatency,
  'office-figures': officeFigures,
};

const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in benchmarks));
if (unknown.length > 0)
  throw new Error(
    `No benchmark named ${unknown.join(', ')}; there are ${Object.keys(benchmarks).join(', ')}`,
  );
const kinds: DatabaseKind[] = benchPostgresUrl() ? ['pglite', 'postgres'] : ['pglite'];
if (kinds.length === 1) console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL runs skipped.');

const started = Date.now();
try {
  for (const [name, benchmark] of Object.entries(benchmarks)) {
    if (only.length > 0 && !only.includes(name)) continue;
    for (const kind of kinds) await benchmark.run(kind);
  }
} finally {
  printSummary();
  console.log(`\nTook ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
}
