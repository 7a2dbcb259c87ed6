// The owner's audit log, newest first, a page at a time (the API's `before` cursor).
import { useState } from 'react';
import type { AuditEntry } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { LoadView } from '../ui/load-view';
import { Notice } from '../ui/notice';
import { AuditRow } from './audit-row';

const PAGE = 50;

export function AuditPage() {
  const { t } = useI18n();
  const { state, reload } = useLoad(() => api.listStaffAudit({ query: { limit: PAGE } }), []);
  const [more, setMore] = useState<{ entries: AuditEntry[]; nextBefore: number | null } | null>(null);
  const loadMore = useAction((before: number) => api.listStaffAudit({ query: { before, limit: PAGE } }));

  return (
    <div className="page">
      <h1>{t('audit.title')}</h1>
      <LoadView state={state} reload={reload}>
        {(first) => {
          const entries = [...first.entries, ...(more?.entries ?? [])];
          const nextBefore = more ? more.nextBefore : first.nextBefore;
          if (entries.length === 0) return <p className="muted">{t('audit.empty')}</p>;
          return (
            <>
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.when')}</th>
                      <th scope="col">{t('audit.who')}</th>
                      <th scope="col">{t('audit.action')}</th>
                      <th scope="col">{t('audit.target')}</th>
                      <th scope="col">{t('audit.change')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry) => (
                      <AuditRow key={entry.id} entry={entry} />
                    ))}
                  </tbody>
                </table>
              </div>
              {loadMore.error ? <Notice tone="error">{loadMore.error}</Notice> : null}
              {nextBefore !== null ? (
                <Button
                  busy={loadMore.busy}
                  onClick={async () => {
                    const page = await loadMore.run(nextBefore);
                    if (page)
                      setMore((previous) => ({
                        entries: [...(previous?.entries ?? []), ...page.entries],
                        nextBefore: page.nextBefore,
                      }));
                  }}
                >
                  {t('audit.more')}
                </Button>
              ) : null}
            </>
          );
        }}
      </LoadView>
    </div>
  );
}
