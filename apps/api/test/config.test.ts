import { describe, expect, it } from 'vitest';
import { ConfigError, invocationDirectory, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults that run without any setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.corsOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://nori:secret@db:5432/nori',
      DATA_DIR: '/var/lib/nori',
      NODE_ENV: 'production',
      LOG_LEVEL: '',
      CORS_ORIGINS: 'https://shop.example, https://m.shop.example',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      ORDER_PERSON_HOURLY_LIMIT: '7',
      UNPAID_ORDER_LIMIT: '',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://nori:secret@db:5432/nori',
      dataDir: '/var/lib/nori',
      nodeEnv: 'production',
      logLevel: 'info',
      corsOrigins: ['https://shop.example', 'https://m.shop.example'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      signIn: expect.objectContaining({ sms: { gateway: 'inbox' } }),
      // Production: the payment sandbox is off unless PAYMENT_SANDBOX=on.
      payments: { publicUrl: '', yookassa: undefined, demoRestoApiKey: undefined, sandbox: false },
      limits: expect.objectContaining({
        orders: { perPersonHourly: 7, perClientHourly: 100, unpaidPerResto: 3 },
      }),
      staff: expect.objectContaining({ idleMs: 12 * 3_600_000, maxAgeMs: 7 * 86_400_000 }),
      warnings: [],
    });
  });

  it('runs the payment sandbox except in production, where switching it on is warned about', () => {
    expect(loadConfig({}).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).payments.sandbox).toBe(false);
    expect(loadConfig({ PAYMENT_SANDBOX: 'off' }).payments.sandbox).toBe(false);
    const demo = loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' });
    expect(demo.payments.sandbox).toBe(true);
    expect(demo.warnings).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX=on in production: /)]);
  });

  it('allows no cross-origin callers in production unless configured', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
  });

  it('believes no X-Forwarded-For unless load balancers are named', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });

  it('lists every bad value with what to set', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '70000',
        DATABASE_URL: 'mysql://db/nori',
        NODE_ENV: 'staging',
        CORS_ORIGINS: 'shop',
        TRUST_PROXY: 'the-load-balancer',
        ORDER_CLIENT_HOURLY_LIMIT: 'many',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT: PORT must be between 1 and 65535',
      'DATABASE_URL: DATABASE_URL must look like postgres://user:password@host:5432/db',
      'NODE_ENV: NODE_ENV must be development, production or test',
      'CORS_ORIGINS.0: CORS_ORIGINS must list origins such as https://shop.example',
      'TRUST_PROXY.0: TRUST_PROXY must list addresses or CIDR ranges, e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1',
      'ORDER_CLIENT_HOURLY_LIMIT: ORDER_CLIENT_HOURLY_LIMIT must be a number of orders',
    ]);
  });

  it('resolves command-line paths from where npm was started', () => {
    expect(invocationDirectory({ INIT_CWD: '/home/me/chains' })).toBe('/home/me/chains');
  });
});
