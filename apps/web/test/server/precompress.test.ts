// The build's gzip of the client files (scripts/precompress.mjs): what it writes, and that it is a
// gzip any browser reads, no larger than zlib's best.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/precompress.mjs';

describe('precompressAssets', () => {
  it('writes a gzip beside each text file of 1 KB or more, none beside small files or images', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'nori-precompress-'));
    mkdirSync(path.join(root, 'assets'));
    const script = Array.from({ length: 300 }, (_, i) => `export const dish${i} = "Ролл №${i}";`).join('\n');
    writeFileSync(path.join(root, 'assets', 'app.js'), script);
    writeFileSync(path.join(root, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(root, 'logo.png'), Buffer.alloc(4096, 7));

    expect(await precompressAssets(root)).toBe(1);
    const gzipped = readFileSync(path.join(root, 'assets', 'app.js.gz'));
    expect(zlib.gunzipSync(gzipped).toString()).toBe(script);
    expect(gzipped.length).toBeLessThanOrEqual(zlib.gzipSync(script, { level: 9 }).length);
    expect(existsSync(path.join(root, 'assets', 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(root, 'logo.png.gz'))).toBe(false);
  });
});
