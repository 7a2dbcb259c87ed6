// The API process's memory, read from Linux's /proc: VmHWM is the peak resident set size of the
// process over its life (start, migrations, demo data, the load), the figure a container's memory
// limit meets. PGlite runs inside the API process (WebAssembly), so on the embedded database this
// is the database's memory too.
import { readFileSync } from 'node:fs';
import { recordTarget } from './summary';

/** A memory field of /proc/PID/status in MB (VmHWM: peak RSS; VmRSS: now), NaN where none. */
function statusMb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb === undefined ? NaN : Number(kb) / 1024;
  } catch {
    return NaN;
  }
}

export const RSS_TARGET_MB = 300;

/**
 * Records the API's peak RSS after a load: the target (< 300 MB) on the embedded database; on
 * PostgreSQL, where the database has its own processes, the figure is printed for comparison.
 */
export function recordPeakRss(where: string, kind: 'pglite' | 'postgres', pid: number): number {
  const mb = statusMb(pid, 'VmHWM');
  // The RSS at the end of the load too: a peak far above it was reached earlier (at the start).
  const nowMb = statusMb(pid, 'VmRSS');
  recordTarget({
    where: `${where} on ${kind}: API peak RSS`,
    target: kind === 'pglite' ? `< ${RSS_TARGET_MB} MB` : '— (comparison)',
    figure: `${mb.toFixed(0)} MB (${nowMb.toFixed(0)} MB after the load)`,
    ...(kind === 'pglite' ? { met: mb < RSS_TARGET_MB } : {}),
  });
  return mb;
}
