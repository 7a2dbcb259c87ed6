// Changes one account: role, restaurants (managers), the TOTP requirement, disabled; and ends its
// sessions. Only what changed is sent, so the audit log records just that.
import { useState, type FormEvent } from 'react';
import type { OfficeResto, StaffAccount, StaffRole } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Notice } from '../ui/notice';
import { RestoChoice } from './resto-choice';
import { RoleSelect } from './role-select';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export function EditStaffDialog({
  account,
  restos,
  onClose,
  onSaved,
}: {
  account: StaffAccount;
  restos: readonly OfficeResto[];
  onClose: () => void;
  onSaved: (account: StaffAccount) => void;
}) {
  const { t } = useI18n();
  const [role, setRole] = useState<StaffRole>(account.role);
  const [restoIds, setRestoIds] = useState<number[]>(account.restoIds);
  const [totpRequired, setTotpRequired] = useState(account.totpRequired);
  const [disabled, setDisabled] = useState(account.disabled);
  const [revoked, setRevoked] = useState(false);
  const save = useAction(() =>
    api.updateStaff({
      params: { staffId: account.id },
      body: {
        ...(role !== account.role ? { role } : {}),
        ...(role === 'MANAGER' && !sameIds(restoIds, account.restoIds) ? { restoIds } : {}),
        ...(totpRequired !== account.totpRequired ? { totpRequired } : {}),
        ...(disabled !== account.disabled ? { disabled } : {}),
      },
    }),
  );
  // 204 has no body: true says it went through.
  const revoke = useAction(async () => {
    await api.revokeStaffSessions({ params: { staffId: account.id } });
    return true;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save.run();
    if (answer) onSaved(answer.staff);
  };

  return (
    <Dialog title={t('staff.edit-title', { name: account.name })} open onClose={onClose}>
      <form onSubmit={submit}>
        {save.error ? <Notice tone="error">{save.error}</Notice> : null}
        {revoke.error ? <Notice tone="error">{revoke.error}</Notice> : null}
        {revoked ? <Notice tone="success">{t('staff.revoked', { name: account.name })}</Notice> : null}
        <p className="muted">{account.email}</p>
        <RoleSelect value={role} onChange={setRole} />
        {role === 'MANAGER' ? <RestoChoice restos={restos} chosen={restoIds} onChange={setRestoIds} /> : null}
        <label className="check">
          <input
            type="checkbox"
            checked={totpRequired}
            onChange={(event) => setTotpRequired(event.target.checked)}
          />
          <span>{t('staff.totp-required')}</span>
        </label>
        <label className="check">
          <input type="checkbox" checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
          <span>{t('staff.disable')}</span>
        </label>
        <div className="form-actions">
          <Button
            variant="danger"
            busy={revoke.busy}
            onClick={async () => {
              setRevoked(false);
              setRevoked((await revoke.run()) === true);
            }}
          >
            {t('staff.revoke')}
          </Button>
          <Button type="submit" variant="primary" busy={save.busy}>
            {t('office.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
