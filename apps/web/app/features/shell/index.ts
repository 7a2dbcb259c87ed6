export { AppShell } from './app-shell';
export { ErrorPage } from './status/error-page';
export { LayoutFrame } from './layouts/layout-frame';
export { APP_BANNER_COOKIE } from './consent/platform-app-banner';
export { CONSENT_UNANSWERED_SCRIPT } from './consent/cookie-banner';
