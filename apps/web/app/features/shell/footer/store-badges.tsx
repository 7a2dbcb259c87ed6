// App Store and Google Play badges: the store marks as images, the words as text so they are
// translated and read out.
import { useT } from '../../../i18n';
import { useShell } from '../../../platform/shell-context';

// The store marks are files, not markup in the script: the footer is below the first screen, and
// its images load when it nears it (issue 17: first-load JavaScript).
const StoreMark = ({ store }: { store: 'app-store' | 'google-play' }) => (
  <img src={`/store-marks/${store}.svg`} alt="" width={24} height={24} loading="lazy" decoding="async" />
);

export function StoreBadges() {
  const t = useT();
  const { tenant } = useShell();
  return (
    <div className="store-badges">
      <a className="store-badge" href={tenant.links.appStore} rel="noopener" target="_blank">
        <StoreMark store="app-store" />
        <span className="store-badge__text">
          <small>{t('footer.appStore')}</small>
          <strong>App Store</strong>
        </span>
      </a>
      <a className="store-badge" href={tenant.links.googlePlay} rel="noopener" target="_blank">
        <StoreMark store="google-play" />
        <span className="store-badge__text">
          <small>{t('footer.googlePlay')}</small>
          <strong>Google Play</strong>
        </span>
      </a>
    </div>
  );
}
