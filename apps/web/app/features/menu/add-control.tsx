import { canAddLine, countOfPosition, type CartLineKey, type CartPosition } from '@nori/domain';
import { addRussianTexts, useT } from '../../i18n';
import { EARLY_TAP_ATTRIBUTE } from '../../start/early-taps';
import { Button } from '../../ui';
import { useCart, useCartDispatch } from '../../order';
import { ruMenu } from '../../i18n/messages/ru-menu';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruMenu);

/**
 * 'Add' that turns into a − count + counter once the dish is in the cart. A dish with modifiers
 * is chosen in its layer instead (`onChoose`): each set of modifiers is its own cart line, so a
 * card-level counter could not say which line to change.
 */
export function AddControl({
  line,
  disabled,
  onChoose,
  later,
}: {
  line: Omit<CartPosition, 'count'>;
  disabled?: boolean;
  onChoose?: () => void;
  /** A dish sold later only: the slot its button offers ('На Пн к 12:00'), chosen as it is added. */
  later?: { label: string; choose: () => void } | null;
}) {
  const t = useT();
  const cart = useCart();
  const dispatch = useCartDispatch();
  const key: CartLineKey = { id: line.id, menuId: line.menuId, modifiers: line.modifiers };
  const count = countOfPosition(cart, line.id);
  const add = () => dispatch({ type: 'add', position: { ...line, count: 1 } });
  // A tap before hydration is kept and replayed (early-taps.ts); the counter's '+' shares the id.
  const earlyTap = { [EARLY_TAP_ATTRIBUTE]: `${line.menuId}:${line.id}` };

  if (onChoose) {
    return (
      <Button className="add-control__add" onClick={onChoose} disabled={disabled} {...earlyTap}>
        {count > 0 ? t('menu.chooseMore', { count }) : t('menu.choose')}
      </Button>
    );
  }
  if (count === 0) {
    const named = t('menu.addNamed', { name: line.name });
    return (
      <Button
        className="add-control__add"
        variant={later ? 'secondary' : undefined}
        onClick={() => {
          add();
          later?.choose();
        }}
        disabled={disabled}
        aria-label={later ? `${later.label}: ${named}` : named}
        {...earlyTap}
      >
        {later ? later.label : t('menu.add')}
      </Button>
    );
  }
  return (
    <div className="add-control" role="group" aria-label={t('menu.inCartNamed', { name: line.name })}>
      <button
        type="button"
        className="add-control__step"
        aria-label={t('menu.decrease', { name: line.name })}
        onClick={() => dispatch({ type: 'setCount', line: key, count: count - 1 })}
      >
        −
      </button>
      <output className="add-control__count">{count}</output>
      <button
        type="button"
        className="add-control__step"
        aria-label={t('menu.increase', { name: line.name })}
        disabled={disabled || !canAddLine(cart, key)}
        onClick={add}
        {...earlyTap}
      >
        +
      </button>
    </div>
  );
}
