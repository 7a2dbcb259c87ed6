// The owner's list of staff accounts: add one (its one-time password shown once), change a role,
// restaurants, the TOTP requirement, disable it, or end its sessions.
import { useState } from 'react';
import type { StaffAccount } from '@nori/contract';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { LoadView } from '../ui/load-view';
import { AddStaffDialog } from './add-staff-dialog';
import { EditStaffDialog } from './edit-staff-dialog';
import { StaffCard } from './staff-card';

export function StaffPage() {
  const { t } = useI18n();
  const { state, reload, update } = useLoad(() => Promise.all([api.listStaff(), api.listOfficeRestos()]), []);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | null>(null);

  const replace = (changed: StaffAccount) =>
    update(([list, restos]) => [
      { staff: list.staff.map((account) => (account.id === changed.id ? changed : account)) },
      restos,
    ]);

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('staff.title')}</h1>
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('staff.add')}
        </Button>
      </div>
      <LoadView state={state} reload={reload}>
        {([list, { restos }]) => (
          <>
            <ul className="staff-list">
              {list.staff.map((account) => (
                <StaffCard key={account.id} account={account} restos={restos} onEdit={setEditing} />
              ))}
            </ul>
            <AddStaffDialog
              open={adding}
              restos={restos}
              onClose={() => setAdding(false)}
              onCreated={(account) =>
                update(([current, all]) => [{ staff: [...current.staff, account] }, all])
              }
            />
            {editing ? (
              <EditStaffDialog
                account={editing}
                restos={restos}
                onClose={() => setEditing(null)}
                onSaved={(changed) => {
                  replace(changed);
                  setEditing(null);
                }}
              />
            ) : null}
          </>
        )}
      </LoadView>
    </div>
  );
}
