import type { OfficeResto, StaffAccount } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { useStaff } from '../session/session';
import { Button } from '../ui/button';
import { restoNames } from '../ui/resto-names';

export function StaffCard({
  account,
  restos,
  onEdit,
}: {
  account: StaffAccount;
  restos: readonly OfficeResto[];
  onEdit: (account: StaffAccount) => void;
}) {
  const { t } = useI18n();
  const me = useStaff();
  const where =
    account.role !== 'MANAGER'
      ? t('staff.all-restos')
      : account.restoIds.length > 0
        ? restoNames(account.restoIds, restos)
        : t('staff.no-restos');
  return (
    <li className={account.disabled ? 'staff-card staff-card--disabled' : 'staff-card'}>
      <div className="staff-card__who">
        <strong>
          {account.name}
          {account.id === me.id ? <span className="muted"> ({t('staff.you')})</span> : null}
        </strong>
        <span className="muted">{account.email}</span>
      </div>
      <div className="staff-card__facts">
        <span className="badge">{t(`office.role.${account.role}`)}</span>
        {account.disabled ? <span className="badge badge--danger">{t('staff.disabled')}</span> : null}
        <span>{where}</span>
        <span className="muted">{account.totpEnabled ? t('staff.totp-on') : t('staff.totp-off')}</span>
      </div>
      <Button onClick={() => onEdit(account)} aria-label={`${t('staff.edit')}: ${account.name}`}>
        {t('staff.edit')}
      </Button>
    </li>
  );
}
