// The content security policy of every page (issue 11): scripts run only with this response's
// nonce, and what they load from there on ('strict-dynamic': React Router's chunks, and the maps,
// sign-in and captcha scripts the storefront adds itself); connections and frames only to the
// services this storefront is configured with. Styles may be inline: the palette, and the style
// attributes React and the maps set.
import type { PublicConfig } from './config/public-config';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // '' (same origin) or a relative address
  }
};

const GOOGLE_MAPS = [
  'https://maps.googleapis.com',
  'https://places.googleapis.com',
  'https://maps.gstatic.com',
];
const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const APPLE_SIGN_IN = 'https://appleid.apple.com';
const SMARTCAPTCHA = 'https://smartcaptcha.yandexcloud.net';

const list = (...sources: (string | null | false)[]) =>
  [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');

export const contentSecurityPolicy = (nonce: string, config: PublicConfig): string => {
  const maps = config.mapsApiKey ? [...GOOGLE_MAPS, originOf(config.mapsScriptUrl)] : [];
  const vkId = config.vkClientId ? originOf(config.vkIdUrl) : null;
  const captcha = config.captchaSiteKey ? SMARTCAPTCHA : null;
  const directives = [
    `default-src 'self'`,
    // 'unsafe-inline' and https: only count in browsers that know neither nonces nor strict-dynamic.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`,
    `style-src 'self' 'unsafe-inline' https:`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data: https:`,
    `connect-src ${list(
      `'self'`,
      originOf(config.apiBaseUrl),
      config.analyticsCounterId && originOf(config.analyticsEndpoint),
      vkId,
      captcha,
      ...maps,
    )}`,
    `frame-src ${list(
      `'self'`,
      config.googleClientId && GOOGLE_SIGN_IN,
      config.appleClientId && APPLE_SIGN_IN,
      vkId,
      captcha,
    )}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  return directives.join('; ');
};
