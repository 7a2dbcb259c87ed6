// The sign-in module, wired from the configuration: secrets (environment or DATA_DIR), access
// tokens and sessions, the SMS gateway (development inbox by default), bot protection (off by
// default) and the social providers (only those with a client id); then its routes. It installs
// `app.authenticate` for every later module's routes, and decorates the app with `sessions` and
// `sharedSecret` (order-life signs status tickets with a key derived from it). Tests may pass
// their own SMS sender or captcha verifier.
import type { FastifyBaseLogger } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Config } from '../../config';
import { defaultSignInConfig, type SignInConfig } from './config-sign-in';
import type { Database } from '../../db/client';
import { installAuthentication } from '../../http/authenticate';
import { createSmartCaptchaVerifier, type CaptchaVerifier } from '../../adapters/captcha';
import { createIdTokenVerifier } from '../../adapters/identity/id-token';
import { createVkIdClient } from '../../adapters/identity/vk-id';
import { loadSignInSecrets } from '../../adapters/sign-in-secrets';
import { createDevelopmentInbox, type DevelopmentInbox } from '../../adapters/sms/development-inbox';
import { createSmsRuSender } from '../../adapters/sms/sms-ru';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { devSmsInboxRoutes } from './routes/dev-sms-inbox';
import { signInRoutes } from './routes/sign-in';
import { createAccessTokens } from './services/access-tokens';
import { createPhoneSignIn, type PhoneSignIn } from './services/phone-sign-in';
import { createSessions, type Sessions } from './services/sessions';
import { createSocialSignIn, type SocialSignIn } from './services/social-sign-in';

/** What buildApp needs of the configuration for sign-in; tests leave it all out. */
export type SignInAppConfig = Partial<Pick<Config, 'signIn' | 'dataDir' | 'nodeEnv'>>;

/** Replacements for the outside world, for tests. */
export interface SignInOverrides {
  sms?: SmsSender;
  captcha?: CaptchaVerifier;
}

export interface SignInSetup {
  config: SignInConfig;
  sessions: Sessions;
  phone: PhoneSignIn;
  social: SocialSignIn;
  /** The development inbox when codes go there; undefined when a gateway (or a test's sender) sends them. */
  inbox: DevelopmentInbox | undefined;
  /** The secret every node shares (SIGN_IN_CODE_SECRET); other signatures derive their keys from it. */
  sharedSecret: Buffer;
}

function chooseSms(
  config: SignInConfig,
  overrides: SignInOverrides,
  log: FastifyBaseLogger,
  now: () => Date,
): { sms: SmsSender; inbox?: DevelopmentInbox } {
  if (overrides.sms) return { sms: overrides.sms };
  if (config.sms.gateway === 'sms.ru') return { sms: createSmsRuSender(config.sms) };
  const inbox = createDevelopmentInbox(
    ({ phone, text }) => log.info({ phone, text }, 'SMS to the development inbox'),
    now,
  );
  return { sms: inbox, inbox };
}

/** Production runs with the embedded defaults, but says what they cost. */
function warnAboutDefaults(
  config: SignInConfig,
  inbox: DevelopmentInbox | undefined,
  log: FastifyBaseLogger,
) {
  if (inbox)
    log.warn('SMS codes are only written to the log: set SMS_GATEWAY=sms.ru and SMSRU_API_ID to send them.');
  if (!config.signingKeyPem || !config.codeSecret)
    log.warn(
      'Sign-in secrets are generated in DATA_DIR, so each node has its own: set TOKEN_SIGNING_KEY and ' +
        'SIGN_IN_CODE_SECRET to share them across nodes.',
    );
}

function captchaFrom(config: SignInConfig): CaptchaVerifier | undefined {
  return config.captcha && createSmartCaptchaVerifier(config.captcha);
}

async function setUpSignIn(
  db: Database,
  appConfig: SignInAppConfig,
  log: FastifyBaseLogger,
  now: () => Date,
  overrides: SignInOverrides = {},
): Promise<SignInSetup> {
  const config = appConfig.signIn ?? defaultSignInConfig();
  const secrets = await loadSignInSecrets({ ...config, dataDir: appConfig.dataDir });
  const access = createAccessTokens({ ...secrets, ...config, ttlSeconds: config.accessTokenTtlSeconds });
  const sessions = createSessions(db, access, config.refreshTokenTtlSeconds);

  const { sms, inbox } = chooseSms(config, overrides, log, now);
  if (appConfig.nodeEnv === 'production') warnAboutDefaults(config, inbox, log);

  const phone = createPhoneSignIn({
    db,
    sms,
    captcha: overrides.captcha ?? captchaFrom(config),
    sessions,
    codeSecret: secrets.codeSecret,
    smsLimits: {
      daily: config.smsDailyLimit,
      perClientHourly: config.smsClientHourlyLimit,
      captchaAfter: config.smsCaptchaAfter,
      reservedPercent: config.smsReservedPercent,
    },
    logSendingFailure: (error) => log.warn({ reason: error.reason }, 'SMS not sent'),
  });
  const social = createSocialSignIn({
    db,
    sessions,
    apple: config.apple && createIdTokenVerifier(config.apple, 'Apple'),
    google: config.google && createIdTokenVerifier(config.google, 'Google'),
    vkId: config.vkId && createVkIdClient(config.vkId),
    logProviderProblem: (source, error) => log.warn({ source, err: error }, 'sign-in provider problem'),
  });
  return { config, sessions, phone, social, inbox, sharedSecret: secrets.codeSecret };
}

export interface SignInPluginOptions {
  db: Database;
  config: SignInAppConfig;
  now: () => Date;
  overrides?: SignInOverrides;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in sessions: token sets, refresh, sign-out (tests start sessions through it). */
    sessions: Sessions;
    /** The secret every node shares (SIGN_IN_CODE_SECRET); other signatures derive their keys from it. */
    sharedSecret: Buffer;
  }
}

export const signInPlugin = fastifyPlugin<SignInPluginOptions>(
  async (app, { db, config, now, overrides }) => {
    const signIn = await setUpSignIn(db, config, app.log, now, overrides);
    app.decorate('sessions', signIn.sessions);
    app.decorate('sharedSecret', signIn.sharedSecret);
    installAuthentication(app, signIn.sessions, now);
    await app.register(signInRoutes, { ...signIn, db, apiKeys: signIn.config.apiKeys, now });
    // The inbox shows every code it was given: never in production.
    if (signIn.inbox && config.nodeEnv !== 'production')
      await app.register(devSmsInboxRoutes, { inbox: signIn.inbox });
  },
  { name: 'sign-in' },
);
