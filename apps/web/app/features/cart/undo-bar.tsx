import type { CartPosition } from '@nori/domain';
import { addRussianTexts, useT } from '../../i18n';
import { Button } from '../../ui';
import { ruCart } from '../../i18n/messages/ru-cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCart);

/** '«Филадельфия» удалено из корзины' with 'Вернуть', while the removal can be undone. */
export function UndoBar({ removed, onUndo }: { removed: CartPosition | null; onUndo: () => void }) {
  const t = useT();
  // The live region stays in the page, so screen readers announce the text when it appears.
  return (
    <div className="cart-undo" role="status" data-open={removed !== null}>
      {removed && (
        <>
          <span>{t('cartPage.removed', { name: removed.name })}</span>
          <Button variant="secondary" onClick={onUndo}>
            {t('cartPage.undo')}
          </Button>
        </>
      )}
    </div>
  );
}
