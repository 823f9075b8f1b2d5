import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, formatValue } from './audit-format.ts';

describe('audit records as staff read them', () => {
  it('names known actions and turns unknown ones into words', () => {
    expect(actionLabel({ Entity: 'vendor', Action: 'lock' })).toBe('Locked editing');
    expect(actionLabel({ Entity: 'attachment', Action: 'soft-delete' })).toBe('Soft delete (document)');
  });

  it('shows only the changed fields, labelled, before → after, without derived ones', () => {
    const changes = changesOf({
      Action: 'update',
      Before: { dba: '', normalizedName: 'a', certificationIds: [], isEditingLocked: false },
      After: { dba: 'Acme Spans', normalizedName: 'b', certificationIds: [3, 5], isEditingLocked: true },
    });
    expect(changes).toEqual([
      { field: 'DBA', before: '(empty)', after: 'Acme Spans' },
      { field: 'Certifications', before: '(none)', after: '3, 5' },
      { field: 'Editing locked', before: 'No', after: 'Yes' },
    ]);
  });

  it('lists what a creation filled in, ids by their names, a field it does not know by its name', () => {
    const names = { stateId: new Map([[38, 'Oregon']]) };
    expect(
      changesOf(
        {
          Action: 'create',
          Before: { reviewStatus: null, title: null, phone: null, stateId: null },
          After: { reviewStatus: 'Accepted', title: '', phone: 5035550100, stateId: 38 },
        },
        names,
      ),
    ).toEqual([
      { field: 'Review status', before: null, after: 'Accepted' },
      { field: 'Phone', before: null, after: '(503) 555-0100' },
      { field: 'State', before: null, after: 'Oregon' },
    ]);
  });

  it('reads instants as local dates', () => {
    expect(formatValue('2026-01-02T10:00:00.000Z')).toMatch(/^Jan 2, 2026/);
  });
});
