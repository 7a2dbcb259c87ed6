import type { AuditEntry } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { AuditChange } from './audit-change';

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, intl } = useI18n();
  const at = new Date(entry.at);
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>
          {at.toLocaleString(intl, { dateStyle: 'short', timeStyle: 'medium' })}
        </time>
      </td>
      <td>{entry.staffEmail ?? t('audit.cli')}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        <code>{entry.target}</code>
      </td>
      <td className="audit-change">
        <AuditChange before={entry.before} after={entry.after} />
      </td>
    </tr>
  );
}
