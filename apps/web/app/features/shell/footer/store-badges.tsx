// App Store and Google Play badges: the store marks as inline SVG, the words as text so they are
// translated and read out.
import { useT } from '../../../i18n';
import { useShell } from '../../../platform/shell-context';

const AppleMark = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
    />
  </svg>
);

const PlayMark = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path fill="#34a853" d="M3.6 2.3 13.5 12l-9.9 9.7c-.4-.2-.6-.7-.6-1.2V3.5c0-.5.2-1 .6-1.2z" />
    <path fill="#fbbc04" d="m16.8 8.7 3.4 2c.9.5.9 2 0 2.6l-3.4 2-3.3-3.3z" />
    <path fill="#4285f4" d="M3.6 2.3c.3-.2.8-.2 1.3 0l11.9 6.4-3.3 3.3z" />
    <path fill="#ea4335" d="M13.5 12l3.3 3.3-11.9 6.4c-.5.3-1 .3-1.3 0z" />
  </svg>
);

export function StoreBadges() {
  const t = useT();
  const { tenant } = useShell();
  return (
    <div className="store-badges">
      <a className="store-badge" href={tenant.links.appStore} rel="noopener" target="_blank">
        <AppleMark />
        <span className="store-badge__text">
          <small>{t('footer.appStore')}</small>
          <strong>App Store</strong>
        </span>
      </a>
      <a className="store-badge" href={tenant.links.googlePlay} rel="noopener" target="_blank">
        <PlayMark />
        <span className="store-badge__text">
          <small>{t('footer.googlePlay')}</small>
          <strong>Google Play</strong>
        </span>
      </a>
    </div>
  );
}
