// The pages' content security policy: scripts only with the page's nonce (and what they load),
// connections and frames only to the services this storefront is configured with.
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '../app/config/public-config';
import { contentSecurityPolicy } from '../app/content-security-policy';

const BARE: PublicConfig = {
  apiBaseUrl: '',
  whiteLabel: 'demo',
  defaultLocale: 'ru',
  appVersion: '1.0.0',
  mapsApiKey: null,
  mapsScriptUrl: 'https://maps.googleapis.com/maps/api/js',
  mapsMapId: 'DEMO_MAP_ID',
  mapTileUrl: null,
  captchaSiteKey: null,
  appleClientId: null,
  googleClientId: null,
  vkClientId: null,
  vkIdUrl: 'https://id.vk.com',
  signInApiKey: 'nori-web',
  analyticsCounterId: null,
  analyticsEndpoint: 'https://mc.yandex.ru/watch',
};

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it("lets only the page's nonce start scripts, and keeps everything else on this origin", () => {
    const policy = directives(contentSecurityPolicy('abc123', BARE));
    expect(policy['script-src']).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'unsafe-inline'", 'https:']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('opens connections and frames to the configured services only', () => {
    const policy = directives(
      contentSecurityPolicy('n', {
        ...BARE,
        apiBaseUrl: 'https://api.shop.example/v',
        mapsApiKey: 'key',
        vkClientId: '123',
        googleClientId: 'google-id',
        captchaSiteKey: 'site',
        analyticsCounterId: '42',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://mc.yandex.ru',
      'https://id.vk.com',
      'https://smartcaptcha.yandexcloud.net',
      'https://maps.googleapis.com',
      'https://places.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://accounts.google.com',
      'https://id.vk.com',
      'https://smartcaptcha.yandexcloud.net',
    ]);
  });
});
