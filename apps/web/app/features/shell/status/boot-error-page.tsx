import { useT } from '../../../i18n';
import { Button } from '../../../ui';
import type { FailureView } from '../../boot';
import { LogoMark } from '../brand/logo';
import './status.css';

/** A fatal boot error (spec §4) with what failed and a retry. */
export function BootErrorPage({ failure, onRetry }: { failure: FailureView; onRetry: () => void }) {
  const t = useT();
  return (
    <section className="status-page" role="alert">
      <LogoMark size={72} />
      <h1 className="status-page__title" tabIndex={-1}>
        {t('boot.errorTitle')}
      </h1>
      <p className="status-page__text">{t('boot.errorText')}</p>
      <p className="status-page__detail">
        <code>
          {failure.message}
          {failure.status !== null && ` (${failure.status})`}
        </code>
      </p>
      <Button size="l" onClick={onRetry}>
        {t('boot.retry')}
      </Button>
    </section>
  );
}
