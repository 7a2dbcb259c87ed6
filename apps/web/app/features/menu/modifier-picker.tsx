import type { ModifierGroup } from '@nori/contract';
import { isRequiredSingleChoice, type ModifierId } from '@nori/domain';
import { addRussianTexts, useT } from '../../i18n';
import type { MenuContext } from './use-menu-context';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

export type ModifierCounts = ReadonlyMap<ModifierId, number>;

/** An option's name, and 'Нет в наличии' beside it while the restaurant has run out of it. */
function ModifierName({ name, soldOut }: { name: string; soldOut: boolean | undefined }) {
  const t = useT();
  return (
    <span className={soldOut ? 'modifiers__name modifiers__name--sold-out' : 'modifiers__name'}>
      {name}
      {soldOut && (
        <span className="position-tag position-tag--muted modifiers__sold-out">{t('menu.soldOut')}</span>
      )}
    </span>
  );
}

const groupTotal = (group: ModifierGroup, counts: ModifierCounts): number =>
  group.modifiers.reduce((sum, modifier) => sum + (counts.get(modifier.id) ?? 0), 0);

/** What a group allows, e.g. 'choose 1' or 'up to 3' (spec §2: modifiers with their limits). */
const limitKey = (group: ModifierGroup): { key: string; params: Record<string, number> } => {
  if (group.minCount > 0 && group.minCount === group.maxCount)
    return { key: 'position.modifiers.exactly', params: { count: group.minCount } };
  if (group.minCount > 0)
    return { key: 'position.modifiers.between', params: { min: group.minCount, max: group.maxCount } };
  return { key: 'position.modifiers.upTo', params: { count: group.maxCount } };
};

/**
 * The modifier groups of a dish: a radio group for a required single choice, a checkbox for other
 * one-of modifiers, a stepper for countable ones.
 */
export function ModifierPicker(props: {
  groups: readonly ModifierGroup[];
  counts: ModifierCounts;
  onChange: (id: ModifierId, count: number) => void;
  context: MenuContext;
}) {
  const { groups, counts, onChange, context } = props;
  const t = useT();
  return (
    <div className="modifiers">
      {groups.map((group) => {
        const total = groupTotal(group, counts);
        const full = total >= group.maxCount;
        const limit = limitKey(group);
        return (
          <fieldset key={group.id} className="modifiers__group">
            <legend className="modifiers__legend">
              {group.name} <span className="modifiers__limit">{t(limit.key, limit.params)}</span>
            </legend>
            {group.modifiers.map((modifier) => {
              const count = counts.get(modifier.id) ?? 0;
              const price = modifier.price > 0 ? `+${context.price(modifier.price)}` : '';
              if (isRequiredSingleChoice(group)) {
                return (
                  <label key={modifier.id} className="modifiers__row">
                    <input
                      type="radio"
                      name={`modifier-group-${group.id}`}
                      checked={count > 0}
                      disabled={modifier.soldOut && count === 0}
                      onChange={() => {
                        group.modifiers.forEach((other) => onChange(other.id, 0));
                        onChange(modifier.id, 1);
                      }}
                    />
                    <ModifierName name={modifier.name} soldOut={modifier.soldOut} />
                    <span className="modifiers__price">{price}</span>
                  </label>
                );
              }
              if (modifier.maxCount === 1) {
                return (
                  <label key={modifier.id} className="modifiers__row">
                    <input
                      type="checkbox"
                      checked={count > 0}
                      disabled={count === 0 && ((full && group.maxCount !== 1) || modifier.soldOut)}
                      onChange={(event) => {
                        // A one-of group swaps its choice instead of refusing the second tick.
                        if (event.target.checked && group.maxCount === 1)
                          group.modifiers.forEach((other) => onChange(other.id, 0));
                        onChange(modifier.id, event.target.checked ? 1 : 0);
                      }}
                    />
                    <ModifierName name={modifier.name} soldOut={modifier.soldOut} />
                    <span className="modifiers__price">{price}</span>
                  </label>
                );
              }
              return (
                <div key={modifier.id} className="modifiers__row">
                  <ModifierName name={modifier.name} soldOut={modifier.soldOut} />
                  <span className="modifiers__price">{price}</span>
                  <span className="add-control add-control--small">
                    <button
                      type="button"
                      className="add-control__step"
                      aria-label={t('menu.decrease', { name: modifier.name })}
                      disabled={count === 0}
                      onClick={() => onChange(modifier.id, count - 1)}
                    >
                      −
                    </button>
                    <output className="add-control__count">{count}</output>
                    <button
                      type="button"
                      className="add-control__step"
                      aria-label={t('menu.increase', { name: modifier.name })}
                      disabled={full || count >= modifier.maxCount || modifier.soldOut}
                      onClick={() => onChange(modifier.id, count + 1)}
                    >
                      +
                    </button>
                  </span>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
