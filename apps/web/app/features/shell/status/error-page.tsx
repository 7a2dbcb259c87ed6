import { useT } from '../../../i18n';
import { Button, ButtonLink } from '../../../ui';
import { LogoMark } from '../brand/logo';
import './status.css';

/** What the root error boundary shows: a page that failed to render, with a way forward. */
export function ErrorPage({ detail }: { detail?: string }) {
  const t = useT();
  return (
    <section className="status-page" role="alert">
      <LogoMark size={72} />
      <h1 className="status-page__title" tabIndex={-1}>
        {t('error.title')}
      </h1>
      <p className="status-page__text">{t('error.text')}</p>
      {detail && (
        <p className="status-page__detail">
          <code>{detail}</code>
        </p>
      )}
      <div className="status-page__actions">
        <Button size="l" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
        <ButtonLink to="/" size="l" variant="secondary" reloadDocument>
          {t('error.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
