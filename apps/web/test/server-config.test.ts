import { describe, expect, it } from 'vitest';
import { readConfig } from '../server/config';

describe('sign-in settings of the storefront', () => {
  it('hands the VK ID app id, its address and the sign-in apiKey to the browser', () => {
    const config = readConfig({
      VK_ID_CLIENT_ID: '51234567',
      VK_ID_URL: 'http://127.0.0.1:4010/',
      SIGN_IN_API_KEY: 'shop',
    });
    expect(config.public).toMatchObject({
      vkClientId: '51234567',
      vkIdUrl: 'http://127.0.0.1:4010',
      signInApiKey: 'shop',
    });
    expect(config.warnings).toEqual([]);
  });

  it('defaults to VK ID itself and the apiKey nori-web', () => {
    expect(readConfig({}).public).toMatchObject({
      vkClientId: null,
      vkIdUrl: 'https://id.vk.com',
      signInApiKey: 'nori-web',
    });
  });

  it('switches VK sign-in off with a warning when the id is not numeric', () => {
    const config = readConfig({ VK_ID_CLIENT_ID: 'vk-app' });
    expect(config.public.vkClientId).toBeNull();
    expect(config.warnings).toEqual(["VK_ID_CLIENT_ID 'vk-app' is not numeric; VK sign-in is switched off."]);
  });

  it('warns that the old VK_CLIENT_ID name is not read', () => {
    const config = readConfig({ VK_CLIENT_ID: '51234567' });
    expect(config.public.vkClientId).toBeNull();
    expect(config.warnings[0]).toMatch(/set VK_ID_CLIENT_ID/);
  });
});

describe('load balancers in front of the storefront', () => {
  it('believes forwarded headers only from the addresses in TRUST_PROXY, as the API does', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '172.28.0.10, 10.0.0.0/8' }).trustProxy).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY must list addresses or CIDR ranges/,
    );
  });
});

describe('the origin of absolute links (PUBLIC_URL)', () => {
  it('is the origin of PUBLIC_URL when set', () => {
    expect(readConfig({ PUBLIC_URL: 'https://shop.example/some/path' }).siteOrigin).toBe(
      'https://shop.example',
    );
  });

  it("is the request's own outside production", () => {
    expect(readConfig({}).siteOrigin).toBeNull();
  });

  it('must be set in production, where the Host header would name the site', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: set the storefront origin/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' }).siteOrigin).toBe(
      'https://shop.example',
    );
  });

  it('is refused when it is no http(s) address', () => {
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(
      /PUBLIC_URL must be the storefront origin/,
    );
  });
});
