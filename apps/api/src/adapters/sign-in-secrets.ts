// The sign-in secrets: the key access tokens are signed with and the secret SMS codes are hashed
// with. Production passes both in the environment, so every node shares them. The embedded default
// generates them once and keeps them in DATA_DIR (so tokens survive a restart); without a data
// directory (tests) they live only as long as the process.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SignInSecrets {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Names the key in the token header, so a rotated key can be told apart. */
  keyId: string;
  codeSecret: Buffer;
}

export interface SecretSources {
  signingKeyPem: string | undefined;
  codeSecret: string | undefined;
  /** Where generated secrets are kept; undefined keeps them in memory. */
  dataDir: string | undefined;
}

const generatePem = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
const generateSecret = () => randomBytes(32).toString('hex');

/** Reads the file, or creates it with `create()` first; 'wx' so two starting processes agree on one. */
async function keptInFile(directory: string, name: string, create: () => string): Promise<string> {
  const path = join(directory, name);
  try {
    await writeFile(path, create(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFile(path, 'utf8');
}

export async function loadSignInSecrets(sources: SecretSources): Promise<SignInSecrets> {
  const directory = sources.dataDir === undefined ? undefined : join(sources.dataDir, 'sign-in');
  if (directory !== undefined) await mkdir(directory, { recursive: true, mode: 0o700 });
  const kept = (name: string, create: () => string) =>
    directory === undefined ? create() : keptInFile(directory, name, create);

  const pem = sources.signingKeyPem ?? (await kept('token-signing-key.pem', generatePem));
  const codeSecret = sources.codeSecret ?? (await kept('code-secret', generateSecret));
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('The token signing key must be an EC P-256 key (ES256)');
  }
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    publicKey,
    keyId: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    codeSecret: Buffer.from(codeSecret.trim(), 'utf8'),
  };
}
