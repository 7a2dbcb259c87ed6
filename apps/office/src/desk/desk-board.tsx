// The desk's columns: New, Accepted/Cooking, Ready, On the way. A tablet or a desktop shows them
// side by side; a phone shows one at a time, chosen with the buttons above (CSS decides).
import { useState } from 'react';
import type { DeskOrder } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { COLUMNS, ordersIn, type Column } from './desk-orders';
import { OrderCard, type OrderActions } from './order-card';

const COLUMN_TITLE: Record<Exclude<Column, 'finished'>, string> = {
  new: 'desk.column.new',
  cooking: 'desk.column.cooking',
  ready: 'desk.column.ready',
  'on-the-way': 'desk.column.on-the-way',
};

export function DeskBoard({
  orders,
  now,
  ...actions
}: { orders: readonly DeskOrder[]; now: number } & OrderActions) {
  const { t } = useI18n();
  const [shown, setShown] = useState<Column>('new');
  return (
    <div className="board">
      <div className="board__switch">
        {COLUMNS.map((column) => (
          <button
            key={column}
            type="button"
            className="board__switch-button"
            aria-pressed={shown === column}
            aria-controls={`column-${column}`}
            onClick={() => setShown(column)}
          >
            {t(COLUMN_TITLE[column])} <span className="count">{ordersIn(orders, column).length}</span>
          </button>
        ))}
      </div>
      <div className="board__columns">
        {COLUMNS.map((column) => {
          const inColumn = ordersIn(orders, column);
          return (
            <section
              key={column}
              id={`column-${column}`}
              className={`board__column board__column--${column}`}
              data-shown={shown === column}
              aria-labelledby={`column-title-${column}`}
            >
              <h2 id={`column-title-${column}`} className="board__title">
                {t(COLUMN_TITLE[column])} <span className="count">{inColumn.length}</span>
              </h2>
              {inColumn.length === 0 ? <p className="muted board__empty">{t('desk.column.empty')}</p> : null}
              <ul className="board__orders">
                {inColumn.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} now={now} {...actions} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
