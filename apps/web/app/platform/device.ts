// Mobile or desktop (spec §9: a mobile user agent, or a window narrower than 840 px). The server
// decides from the request headers; the browser adds the width. CSS media queries do the layout,
// so this only picks between whole pages (home) and never shifts a laid-out page.

export const MOBILE_MAX_WIDTH_PX = 839.98;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export type AppPlatform = 'ios' | 'android' | null;

export interface Device {
  /** A phone or tablet user agent (Client Hints first, the User-Agent string otherwise). */
  mobile: boolean;
  /** For the platform app banner: which store to offer. */
  platform: AppPlatform;
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile/i;

export const detectDevice = (headers: Headers): Device => {
  const userAgent = headers.get('user-agent') ?? '';
  const hint = headers.get('sec-ch-ua-mobile');
  // Sec-CH-UA-Mobile is the browser's own answer where it sends one (Chromium); Safari and
  // Firefox do not, so the User-Agent string decides for them.
  const mobile = hint === '?1' ? true : hint === '?0' ? false : MOBILE_UA.test(userAgent);
  const platform: AppPlatform = /iPhone|iPad|iPod/i.test(userAgent)
    ? 'ios'
    : /Android/i.test(userAgent)
      ? 'android'
      : null;
  return { mobile, platform };
};
