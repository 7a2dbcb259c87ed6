export { AppShell } from './app-shell';
export { ShellProvider, useShell, type ShellInfo } from './shell-context';
export { ErrorPage } from './status/error-page';
export { LayoutFrame } from './layouts/layout-frame';
export { APP_BANNER_COOKIE } from './consent/platform-app-banner';
export { scrollToHash } from './scroll/smooth-scroll';
export { PageTitle } from './page-title';
