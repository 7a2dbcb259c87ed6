// The board's filters: restaurant, status, order type, payment, day and a search by number or phone.
import { useId } from 'react';
import { DELIVERY_TYPES, ORDER_STATUSES, PAY_TYPES } from '@nori/domain';
import type { OfficeResto } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';
import type { BoardFilters } from './board-filters';

function Choice({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BoardFilterFields({
  filters,
  restos,
  onChange,
}: {
  filters: BoardFilters;
  restos: readonly OfficeResto[];
  onChange: (change: Partial<BoardFilters>) => void;
}) {
  const { t } = useI18n();
  return (
    <form
      className="board-filters"
      role="search"
      aria-label={t('board.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Field
        label={t('board.search')}
        type="search"
        inputMode="search"
        autoComplete="off"
        value={filters.q}
        onChange={(event) => onChange({ q: event.target.value })}
      />
      {restos.length > 1 ? (
        <Choice
          label={t('board.resto')}
          value={filters.resto}
          any={t('board.all-restos')}
          options={restos.map((resto) => ({ value: String(resto.id), label: resto.name }))}
          onChange={(resto) => onChange({ resto })}
        />
      ) : null}
      <Choice
        label={t('board.status')}
        value={filters.status}
        any={t('board.any-status')}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`order.status.${status}`) }))}
        onChange={(status) => onChange({ status })}
      />
      <Choice
        label={t('board.type')}
        value={filters.type}
        any={t('board.any-type')}
        options={DELIVERY_TYPES.map((type) => ({ value: type, label: t(`desk.type.${type}`) }))}
        onChange={(type) => onChange({ type })}
      />
      <Choice
        label={t('board.pay')}
        value={filters.pay}
        any={t('board.any-pay')}
        options={PAY_TYPES.map((pay) => ({ value: pay, label: t(`desk.pay.${pay}`) }))}
        onChange={(pay) => onChange({ pay })}
      />
      <Field
        label={t('board.day')}
        type="date"
        value={filters.day}
        onChange={(event) => onChange({ day: event.target.value })}
      />
    </form>
  );
}
