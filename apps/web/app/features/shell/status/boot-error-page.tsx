import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { Button } from '../../../ui';
import type { FailureView } from '../../../catalog';
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
      {failure.network ? (
        // No answer at all: said in the visitor's language (spec §8's network failure).
        <p className="status-page__text">{t('error.code.common.network')}</p>
      ) : (
        <>
          <p className="status-page__text">{t('boot.errorText')}</p>
          <p className="status-page__detail">
            {/* Spec §8's own texts ('Failed to fetch …'): a technical detail, marked as English. */}
            <code lang="en">
              {failure.message}
              {failure.status !== null && ` (${failure.status})`}
            </code>
          </p>
        </>
      )}
      <Button size="l" onClick={onRetry}>
        {t('boot.retry')}
      </Button>
    </section>
  );
}
