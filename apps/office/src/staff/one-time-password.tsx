import { useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';

export function OneTimePassword({ password }: { password: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div className="one-time-password">
      <p className="label">{t('staff.one-time-password')}</p>
      <p className="secret" translate="no" data-testid="one-time-password">
        {password}
      </p>
      <Button
        onClick={() =>
          void navigator.clipboard?.writeText(password).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? t('staff.copied') : t('staff.copy')}
      </Button>
    </div>
  );
}
