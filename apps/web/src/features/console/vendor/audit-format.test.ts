import { describe, expect, it } from 'vitest';
import { actionLabel, changesOf, formatValue } from './audit-format.ts';

describe('audit records as staff read them', () => {
  it('names known actions and turns unknown ones into words', () => {
    expect(actionLabel({ Entity: 'vendor', Action: 'lock' })).toBe('Locked editing');
    expect(actionLabel({ Entity: 'attachment', Action: 'soft-delete' })).toBe('Soft delete (document)');
  });

  it('shows only the changed fields, labelled, before → after, without derived ones', () => {
    const changes = changesOf({
      Before: { dba: '', normalizedName: 'a', certificationIds: [], isEditingLocked: false },
      After: { dba: 'Acme Spans', normalizedName: 'b', certificationIds: [3, 5], isEditingLocked: true },
    });
    expect(changes).toEqual([
      { field: 'DBA', before: '(empty)', after: 'Acme Spans' },
      { field: 'Certifications', before: '(none)', after: '3, 5' },
      { field: 'Editing locked', before: 'No', after: 'Yes' },
    ]);
  });

  it('labels a field it does not know from its name', () => {
    expect(changesOf({ Before: {}, After: { reviewStatus: 'Accepted' } })).toEqual([
      { field: 'Review status', before: '(empty)', after: 'Accepted' },
    ]);
  });

  it('reads instants as local dates', () => {
    expect(formatValue('2026-01-02T10:00:00.000Z')).toMatch(/^Jan 2, 2026/);
  });
});
