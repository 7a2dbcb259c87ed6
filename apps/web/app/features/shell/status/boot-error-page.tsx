import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { Button } from '../../../ui';
import { failureText, type FailureView } from '../../../catalog';
import { LogoMark } from '../brand/logo';
import './status.css';

/** A fatal boot error (spec §4) with what failed and a retry. */
export function BootErrorPage({ failure, onRetry }: { failure: FailureView; onRetry: () => void }) {
  const t = useT();
  // Back online: tried again at once, without waiting for the button.
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <section className="status-page" role="alert">
      <LogoMark size={72} />
      <h1 className="status-page__title" tabIndex={-1}>
        {t('boot.errorTitle')}
      </h1>
      <p className="status-page__text">{failureText(failure, t)}</p>
      {!failure.network && failure.status !== null && (
        <p className="status-page__detail">{t('boot.errorStatus', { status: String(failure.status) })}</p>
      )}
      <Button size="l" onClick={onRetry}>
        {t('boot.retry')}
      </Button>
    </section>
  );
}
