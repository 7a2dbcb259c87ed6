// 'Are you over 18' (spec §2, §9: age threshold 18) for tenants that sell alcohol, on the generic
// confirmation: persistent, yes or no. Yes is remembered as app_adulthood_confirmed; No explains
// why the storefront stays closed and lets the visitor correct a slip.
import { useState } from 'react';
import { addRussianTexts, useT } from '../../../i18n';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { isBoolean, writeStored } from '../../../platform/stored-settings';
import { useStored } from '../../../platform/use-stored';
import { ConfirmDialog } from '../../../ui';
import { ruAge } from '../../../i18n/messages/ru-age';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruAge);

export function AgeConfirmation() {
  const t = useT();
  const confirmed = useStored(STORED_KEYS.adulthoodConfirmed, isBoolean);
  const [denied, setDenied] = useState(false);
  // undefined: not known before hydration; the question waits for the stored answer.
  const open = confirmed === null || confirmed === false;
  if (denied) {
    return (
      <ConfirmDialog
        open={open}
        headline={t('age.deniedTitle')}
        text={t('age.deniedText')}
        confirmLabel={t('age.back')}
        hideCancel
        onConfirm={() => setDenied(false)}
      />
    );
  }
  return (
    <ConfirmDialog
      open={open}
      headline={t('age.question')}
      text={t('age.text')}
      confirmLabel={t('age.yes')}
      cancelLabel={t('age.no')}
      onConfirm={() => writeStored(STORED_KEYS.adulthoodConfirmed, true)}
      onCancel={() => setDenied(true)}
    />
  );
}
