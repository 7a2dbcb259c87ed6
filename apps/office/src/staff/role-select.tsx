import { useId } from 'react';
import type { StaffRole } from '@nori/contract';
import { STAFF_ROLE_LIST as STAFF_ROLES } from '../api/contract-values';
import { useI18n } from '../i18n/i18n';

export function RoleSelect({ value, onChange }: { value: StaffRole; onChange: (role: StaffRole) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('staff.role')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const role = STAFF_ROLES.find((option) => option === event.target.value);
          if (role) onChange(role);
        }}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`office.role.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
