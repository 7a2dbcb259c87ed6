import { useT } from '../../../i18n';
import { ProgressBar } from '../../../ui';
import { LogoMark } from '../brand/logo';
import { useShell } from '../../../platform/shell-context';
import './status.css';

/** The splash screen (spec §2): logo and progress bar while the first boot has nothing to show. */
export function SplashScreen({ progress }: { progress: number }) {
  const t = useT();
  const { tenant } = useShell();
  return (
    <div className="splash" role="status" aria-label={t('shell.loading')}>
      <div className="splash__brand">
        <LogoMark size={88} />
        <span className="splash__name">{tenant.name}</span>
      </div>
      <div className="splash__progress">
        <ProgressBar value={progress} label={t('shell.loading')} />
      </div>
    </div>
  );
}
