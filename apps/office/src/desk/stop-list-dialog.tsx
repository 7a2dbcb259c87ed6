// The stop list from the desk: what is sold out now (and until when), and a search to put a dish
// or an option on it until the end of the day or until HH:MM.
import { useState } from 'react';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { LoadView } from '../ui/load-view';
import { Notice } from '../ui/notice';
import { clockTime } from './format';
import { loadStopCandidates, matchCandidates, type StopCandidate } from './stop-candidates';

type Until = 'end-of-day' | 'time';

export function StopListDialog({ restoId, onClose }: { restoId: number; onClose: () => void }) {
  const { t, intl, locale } = useI18n();
  const { state, reload, update } = useLoad(
    () => Promise.all([api.getDeskStopList({ params: { restoId } }), loadStopCandidates(restoId)]),
    // The api sends the staff member's language (the catalog's names): loaded again when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [restoId, locale],
  );
  const [query, setQuery] = useState('');
  const [until, setUntil] = useState<Until>('end-of-day');
  const [time, setTime] = useState('');
  const change = useAction(
    (kind: StopCandidate['kind'], itemId: number, body: { until: string | null } | null) =>
      body
        ? api.setDeskStopListItem({ params: { restoId, kind, itemId }, body })
        : api.clearDeskStopListItem({ params: { restoId, kind, itemId } }),
  );
  const apply = async (...args: Parameters<typeof change.run>) => {
    const list = await change.run(...args);
    if (list) update(([, candidates]) => [list, candidates]);
  };
  const untilValue = until === 'end-of-day' ? 'end-of-day' : /^\d{2}:\d{2}$/.test(time) ? time : null;

  return (
    <Dialog title={t('desk.stop-title')} open onClose={onClose} wide>
      {change.error ? <Notice tone="error">{change.error}</Notice> : null}
      <LoadView state={state} reload={reload}>
        {([list, candidates]) => (
          <>
            {list.items.length === 0 ? <p className="muted">{t('desk.stop-empty')}</p> : null}
            <ul className="stop-list">
              {list.items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <span>
                    <strong>{item.name || `#${item.id}`}</strong>{' '}
                    <span className="muted">
                      {item.kind === 'modifier' ? `${t('desk.stop-option')} · ` : ''}
                      {item.until
                        ? t('desk.stop-until', { time: clockTime(item.until, intl) })
                        : t('desk.stop-forever')}
                    </span>
                  </span>
                  <Button
                    busy={change.busy}
                    onClick={() =>
                      void apply(item.kind === 'position' ? 'positions' : 'modifiers', item.id, null)
                    }
                  >
                    {t('desk.stop-return')}
                  </Button>
                </li>
              ))}
            </ul>
            <h3>{t('desk.stop-add')}</h3>
            <fieldset className="choice choice--row">
              <legend className="label">{t('desk.stop-until-label')}</legend>
              <label className="check">
                <input
                  type="radio"
                  name="until"
                  checked={until === 'end-of-day'}
                  onChange={() => setUntil('end-of-day')}
                />
                <span>{t('desk.stop-end-of-day')}</span>
              </label>
              <label className="check">
                <input
                  type="radio"
                  name="until"
                  checked={until === 'time'}
                  onChange={() => setUntil('time')}
                />
                <span>{t('desk.stop-until-time')}</span>
              </label>
              {until === 'time' ? (
                <Field
                  label={t('desk.stop-until-time')}
                  type="time"
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                />
              ) : null}
            </fieldset>
            <Field
              label={t('desk.stop-search')}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <ul className="stop-list">
              {matchCandidates(candidates, query).map((candidate) => (
                <li key={`${candidate.kind}-${candidate.id}`}>
                  <span>
                    <strong>{candidate.name}</strong>{' '}
                    <span className="muted">{candidate.where ?? t('desk.stop-option')}</span>
                  </span>
                  <Button
                    variant="danger"
                    busy={change.busy}
                    disabled={untilValue === null}
                    onClick={() => void apply(candidate.kind, candidate.id, { until: untilValue })}
                  >
                    {t('desk.stop-add')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </LoadView>
    </Dialog>
  );
}
