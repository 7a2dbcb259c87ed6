// What a write changed, field by field: 'role: MANAGER → OWNER'. A creation lists what was made,
// a deletion what was there; anything that is not a flat record is shown as it was stored.
const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const changedFields = (before: unknown, after: unknown) => {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) return null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((field) => JSON.stringify(field.before) !== JSON.stringify(field.after));
};

export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const fields = changedFields(before, after);
  if (fields === null)
    return (
      <code>
        {show(before)} → {show(after)}
      </code>
    );
  return (
    <ul className="audit-fields">
      {fields.map((field) => (
        <li key={field.key}>
          <span className="muted">{field.key}:</span>{' '}
          {before === null ? (
            <code>{show(field.after)}</code>
          ) : (
            <>
              <code>{show(field.before)}</code> → <code>{show(field.after)}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
