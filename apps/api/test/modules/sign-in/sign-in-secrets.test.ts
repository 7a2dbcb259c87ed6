// Signing key and code secret: generated once and kept in DATA_DIR (so tokens survive a restart),
// taken from the environment when given, and a key of the wrong kind stops start-up.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSignInSecrets } from '../../../src/adapters/sign-in-secrets';

const pkcs8 = { type: 'pkcs8', format: 'pem' } as const;
const p256Pem = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export(pkcs8).toString();
const rsaPem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export(pkcs8).toString();

describe('sign-in secrets', () => {
  const directories: string[] = [];
  afterAll(() =>
    Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))),
  );
  const dataDir = async () => {
    const directory = await mkdtemp(join(tmpdir(), 'nori-secrets-'));
    directories.push(directory);
    return directory;
  };

  it('generates them once in DATA_DIR and reads the same ones on the next start', async () => {
    const directory = await dataDir();
    const first = await loadSignInSecrets({
      signingKeyPem: undefined,
      codeSecret: undefined,
      dataDir: directory,
    });
    const second = await loadSignInSecrets({
      signingKeyPem: undefined,
      codeSecret: undefined,
      dataDir: directory,
    });
    expect(second.keyId).toBe(first.keyId);
    expect(second.codeSecret.equals(first.codeSecret)).toBe(true);
    expect((await readdir(join(directory, 'sign-in'))).sort()).toEqual([
      'code-secret',
      'token-signing-key.pem',
    ]);
  });

  it('takes the configured key and secret', async () => {
    const key = p256Pem();
    const secrets = await loadSignInSecrets({
      signingKeyPem: key,
      codeSecret: 's'.repeat(32),
      dataDir: undefined,
    });
    const again = await loadSignInSecrets({
      signingKeyPem: key,
      codeSecret: 's'.repeat(32),
      dataDir: undefined,
    });
    expect(secrets.keyId).toBe(again.keyId);
    expect(secrets.codeSecret.toString()).toBe('s'.repeat(32));
  });

  it('refuses a key that is not P-256', async () => {
    const rsa = rsaPem();
    await expect(
      loadSignInSecrets({ signingKeyPem: rsa, codeSecret: undefined, dataDir: undefined }),
    ).rejects.toThrow('EC P-256');
  });
});
