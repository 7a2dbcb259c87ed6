import { isTakingOrders } from '@nori/domain';
import { useState } from 'react';
import { useT } from '../../i18n';
import { ConfirmDialog } from '../../ui';
import { useBootSnapshot } from '../../catalog';

/**
 * Spec §4: a restaurant that is not taking orders now (a day off, or outside its hours) shows the
 * day-off dialog once per visit of the menu; the menu stays browsable behind it.
 */
export function DayOffDialog({ now }: { now: number | null }) {
  const t = useT();
  const resto = useBootSnapshot()?.resto;
  const [dismissed, setDismissed] = useState(false);
  const closed =
    resto !== null &&
    resto !== undefined &&
    now !== null &&
    !isTakingOrders(resto.openingHours, now, resto.timezone);
  return (
    <ConfirmDialog
      open={closed && !dismissed}
      headline={t('dayOff.title')}
      text={t('dayOff.text', { name: resto?.name ?? '' })}
      confirmLabel={t('dayOff.ok')}
      hideCancel
      onConfirm={() => setDismissed(true)}
    />
  );
}
