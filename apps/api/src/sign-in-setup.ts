// Wires sign-in from the configuration: secrets (environment or DATA_DIR), access tokens and
// sessions. buildApp calls it; tests may pass parts of their own (a fake SMS gateway, a clock).
import type { Config } from './config';
import { defaultSignInConfig } from './config-sign-in';
import type { Database } from './db/client';
import { loadSignInSecrets } from './adapters/sign-in-secrets';
import { createAccessTokens } from './services/access-tokens';
import { createSessions, type Sessions } from './services/sessions';

/** What buildApp needs of the configuration for sign-in; tests leave it all out. */
export type SignInAppConfig = Partial<Pick<Config, 'signIn' | 'dataDir' | 'nodeEnv'>>;

export interface SignInSetup {
  sessions: Sessions;
  codeSecret: Buffer;
}

export async function setUpSignIn(db: Database, config: SignInAppConfig): Promise<SignInSetup> {
  const signIn = config.signIn ?? defaultSignInConfig();
  const secrets = await loadSignInSecrets({
    signingKeyPem: signIn.signingKeyPem,
    codeSecret: signIn.codeSecret,
    dataDir: config.dataDir,
  });
  const access = createAccessTokens({
    privateKey: secrets.privateKey,
    publicKey: secrets.publicKey,
    keyId: secrets.keyId,
    issuer: signIn.issuer,
    audience: signIn.audience,
    ttlSeconds: signIn.accessTokenTtlSeconds,
  });
  return {
    sessions: createSessions(db, access, signIn.refreshTokenTtlSeconds),
    codeSecret: secrets.codeSecret,
  };
}
