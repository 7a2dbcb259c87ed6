// Adds an account; the API makes a one-time password, shown here once (it is stored hashed).
import { useState, type FormEvent } from 'react';
import type { OfficeResto, StaffAccount, StaffRole } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import { OneTimePassword } from './one-time-password';
import { RestoChoice } from './resto-choice';
import { RoleSelect } from './role-select';

export function AddStaffDialog({
  open,
  restos,
  onClose,
  onCreated,
}: {
  open: boolean;
  restos: readonly OfficeResto[];
  onClose: () => void;
  onCreated: (account: StaffAccount) => void;
}) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('MANAGER');
  const [restoIds, setRestoIds] = useState<number[]>([]);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const create = useAction(() =>
    api.createStaff({ body: { email, name, role, restoIds: role === 'MANAGER' ? restoIds : [] } }),
  );

  const close = () => {
    setEmail('');
    setName('');
    setRole('MANAGER');
    setRestoIds([]);
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await create.run();
    if (!answer) return;
    onCreated(answer.staff);
    setCreated({ email: answer.staff.email, password: answer.oneTimePassword });
  };

  if (created)
    return (
      <Dialog
        title={t('staff.created-title')}
        open={open}
        onClose={close}
        actions={
          <Button variant="primary" onClick={close}>
            {t('office.close')}
          </Button>
        }
      >
        <p>{t('staff.created-text', { email: created.email })}</p>
        <OneTimePassword password={created.password} />
      </Dialog>
    );

  return (
    <Dialog title={t('staff.add')} open={open} onClose={close}>
      <form onSubmit={submit}>
        {create.error ? <Notice tone="error">{create.error}</Notice> : null}
        <Field
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={t('staff.name')}
          autoComplete="off"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <RoleSelect value={role} onChange={setRole} />
        {role === 'MANAGER' ? <RestoChoice restos={restos} chosen={restoIds} onChange={setRestoIds} /> : null}
        <div className="form-actions">
          <Button onClick={close}>{t('office.cancel')}</Button>
          <Button type="submit" variant="primary" busy={create.busy}>
            {t('staff.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
