// The audit log's before → after, field by field (src/audit/audit-change.tsx).
import { describe, expect, it } from 'vitest';
import { changedFields } from '../src/audit/audit-change';

describe('changedFields', () => {
  it('lists only the fields that changed', () => {
    expect(
      changedFields(
        { role: 'MANAGER', restoIds: [201], name: 'A' },
        { role: 'OWNER', restoIds: [201], name: 'A' },
      ),
    ).toEqual([{ key: 'role', before: 'MANAGER', after: 'OWNER' }]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(changedFields(null, { role: 'OWNER', disabled: false })).toEqual([
      { key: 'role', before: undefined, after: 'OWNER' },
      { key: 'disabled', before: undefined, after: false },
    ]);
    expect(changedFields({ until: '23:00' }, null)).toEqual([
      { key: 'until', before: '23:00', after: undefined },
    ]);
  });

  it('compares arrays by their contents', () => {
    expect(changedFields({ restoIds: [201, 202] }, { restoIds: [201] })).toEqual([
      { key: 'restoIds', before: [201, 202], after: [201] },
    ]);
  });

  it('gives up on what is not a flat record (shown as stored)', () => {
    expect(changedFields('on', 'off')).toBeNull();
    expect(changedFields([1], [2])).toBeNull();
  });
});
