// 'Are you over 18' (spec §2, §9: age threshold 18) for tenants that sell alcohol. Yes is
// remembered as app_adulthood_confirmed; No explains why the storefront stays closed and lets
// the visitor correct a slip. Persistent: there is no way around it but an answer.
import { useState } from 'react';
import { useT } from '../../../i18n';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { isBoolean, writeStored } from '../../../platform/stored-settings';
import { useStored } from '../../../platform/use-stored';
import { AdaptiveDialog, Button } from '../../../ui';

export function AgeConfirmation() {
  const t = useT();
  const confirmed = useStored(STORED_KEYS.adulthoodConfirmed, isBoolean);
  const [denied, setDenied] = useState(false);
  const open = confirmed === null || confirmed === false;
  return (
    <AdaptiveDialog
      open={open}
      dismissible={false}
      size="confirm"
      title={denied ? t('age.deniedTitle') : t('age.question')}
      actions={
        denied ? (
          <Button variant="secondary" onClick={() => setDenied(false)}>
            {t('age.back')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setDenied(true)}>
              {t('age.no')}
            </Button>
            <Button onClick={() => writeStored(STORED_KEYS.adulthoodConfirmed, true)}>{t('age.yes')}</Button>
          </>
        )
      }
    >
      <p className="dialog__text">{denied ? t('age.deniedText') : t('age.text')}</p>
    </AdaptiveDialog>
  );
}
