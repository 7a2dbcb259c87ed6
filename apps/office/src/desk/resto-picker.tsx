// Which restaurant's desk to open: a manager with one restaurant goes straight to it; others
// choose (operators and owners see every restaurant of the chain).
import { Link, Navigate } from 'react-router';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { LoadView } from '../ui/load-view';

export function RestoPicker() {
  const { t } = useI18n();
  const { state, reload } = useLoad(() => api.listOfficeRestos(), []);
  return (
    <div className="page page--narrow">
      <LoadView state={state} reload={reload}>
        {({ restos }) => {
          const [only] = restos;
          if (restos.length === 1 && only) return <Navigate to={`/desk/${only.id}`} replace />;
          return (
            <>
              <h1>{t('desk.pick-title')}</h1>
              {restos.length === 0 ? <p>{t('desk.no-restos')}</p> : null}
              <ul className="resto-list">
                {restos.map((resto) => (
                  <li key={resto.id}>
                    <Link className="resto-link" to={`/desk/${resto.id}`}>
                      <strong>{resto.name}</strong>
                      <span className="muted">
                        {resto.city} · {resto.address}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </LoadView>
    </div>
  );
}
