// The page's notes of the installed storefront (issue 42): 'нет сети' while offline, and the offer
// of a waiting new version. Fetched by the document's start lines (app/start/service-worker-start.ts)
// only when one of them has something to show, so it is no part of a page's first load. Plain
// DOM, no React: it must work whatever state the page is in.
import { cnrPwa } from '../../app/i18n/messages/cnr-pwa';
import { enPwa } from '../../app/i18n/messages/en-pwa';
import { ruPwa, type PwaMessageKey } from '../../app/i18n/messages/ru-pwa';

const TEXTS: Record<string, Record<PwaMessageKey, string>> = { ru: ruPwa, en: enPwa, cnr: cnrPwa };
const t = (key: PwaMessageKey): string => (TEXTS[document.documentElement.lang] ?? ruPwa)[key];

const STYLE = `.pwa-note{position:fixed;left:50%;bottom:calc(16px + env(safe-area-inset-bottom));
transform:translateX(-50%);z-index:2300;display:flex;gap:12px;align-items:center;max-width:calc(100vw - 32px);
box-sizing:border-box;padding:10px 14px;border-radius:12px;background:var(--color-surface-raised);
color:var(--color-text);border:1px solid var(--color-border);font:inherit;font-size:14px;
box-shadow:0 6px 24px #0008}.pwa-note[hidden]{display:none}.pwa-note button{font:inherit;font-weight:600;
border:0;border-radius:8px;padding:8px 12px;background:var(--color-brand);color:var(--color-brand-contrast);cursor:pointer}
.pwa-note--offline{top:calc(8px + env(safe-area-inset-top));bottom:auto}`;

/** A note at the end of the body, put back if a render of the page took it out. */
const note = (className: string): { element: HTMLElement; show(visible: boolean): void } => {
  const element = document.createElement('div');
  element.className = `pwa-note ${className}`;
  element.setAttribute('role', 'status');
  element.hidden = true;
  return {
    element,
    show(visible) {
      if (!element.isConnected) document.body.append(element);
      element.hidden = !visible;
    },
  };
};

/** Once React has taken the page over (root.tsx marks <html data-hydrated>): it owns the body before. */
const hydrated = (): Promise<void> =>
  new Promise((resolve) => {
    const root = document.documentElement;
    if (root.dataset.hydrated === 'true') return resolve();
    new MutationObserver((_changes, observer) => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });

/**
 * 'Нет сети' while offline: the browser's word, or the worker's (its requests failed; it says
 * 'online' again when one goes through). The page itself keeps working from the caches.
 */
function watchConnection(): (offline: boolean) => void {
  const banner = note('pwa-note--offline');
  banner.element.textContent = t('pwa.offline');
  addEventListener('online', () => banner.show(false));
  addEventListener('offline', () => banner.show(true));
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (event.data === 'offline' || event.data === 'online') banner.show(event.data === 'offline');
  });
  return (offline) => banner.show(offline);
}

/** A new version waits until the visitor chooses it; then the page reloads into it, whole. */
function offerUpdates(registration: ServiceWorkerRegistration): void {
  const offer = note('pwa-note--update');
  const show = (waiting: ServiceWorker) => {
    const text = document.createElement('span');
    text.textContent = t('pwa.updateReady');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('pwa.update');
    button.addEventListener('click', () => waiting.postMessage({ type: 'activate-update' }));
    offer.element.replaceChildren(text, button);
    offer.show(true);
  };
  // Only an update waits: the first version takes the page at once (there is no other to mix with).
  const watch = (installing: ServiceWorker | null) =>
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) show(installing);
    });
  if (registration.waiting && navigator.serviceWorker.controller) show(registration.waiting);
  // This script was fetched because an update was found: it may be installing still.
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!reloading && !offer.element.hidden) {
      reloading = true;
      location.reload();
    }
  });
}

let started: Promise<(offline: boolean) => void> | null = null;

const startOnce = async (): Promise<(offline: boolean) => void> => {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  await hydrated();
  const showOffline = watchConnection();
  // Fetched offline before the worker was registered, it waits for it.
  void (navigator.serviceWorker.getRegistration() as Promise<ServiceWorkerRegistration | undefined>)
    .then((registration) => registration ?? navigator.serviceWorker.ready)
    .then(offerUpdates);
  return showOffline;
};

/** Called by the document's start lines each time there is something to show; sets up once. */
export async function start(offline = false): Promise<void> {
  started ??= startOnce();
  const showOffline = await started;
  if (offline) showOffline(true);
}
