// Bot protection of SMS code requests (the API verifies with Yandex SmartCaptcha when its server
// key is set). With a site key the invisible widget gives a token per request; without one the
// API runs without captcha and the token is null (apps/api adapters/captcha.ts).
import { loadScript } from './load-script';

const SCRIPT = 'https://smartcaptcha.yandexcloud.net/captcha.js?render=onload';

interface SmartCaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; invisible: boolean; callback: (token: string) => void },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    smartCaptcha?: SmartCaptcha;
  }
}

export const createCaptcha = (siteKey: string | null): (() => Promise<string | null>) => {
  if (!siteKey) return async () => null;
  let widget: { id: number; waiting: ((token: string) => void) | null } | null = null;
  return async () => {
    await loadScript(SCRIPT);
    const captcha = window.smartCaptcha;
    if (!captcha) throw new Error('Bot protection did not load');
    if (!widget) {
      const container = document.createElement('div');
      document.body.append(container);
      const state: { id: number; waiting: ((token: string) => void) | null } = { id: 0, waiting: null };
      state.id = captcha.render(container, {
        sitekey: siteKey,
        invisible: true,
        callback: (token) => state.waiting?.(token),
      });
      widget = state;
    }
    const current = widget;
    captcha.reset(current.id);
    return new Promise<string>((resolve) => {
      current.waiting = resolve;
      captcha.execute(current.id);
    });
  };
};
