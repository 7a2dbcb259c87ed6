import type { OfficeResto } from '@nori/contract';
import { useI18n } from '../i18n/i18n';

/** The restaurants a manager is given: one checkbox each, in a group with its own name. */
export function RestoChoice({
  restos,
  chosen,
  onChange,
}: {
  restos: readonly OfficeResto[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="choice">
      <legend className="label">{t('staff.restos')}</legend>
      <p className="field__hint">{t('staff.restos-hint')}</p>
      {restos.map((resto) => (
        <label key={resto.id} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(resto.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, resto.id] : chosen.filter((id) => id !== resto.id))
            }
          />
          <span>
            {resto.name} <span className="muted">· {resto.city}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
