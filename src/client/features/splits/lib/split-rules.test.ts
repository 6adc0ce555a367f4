import { describe, expect, it } from 'vitest';
import {
  INVALID_PERCENTAGE,
  READY_FOR_DISTRIBUTION,
  SPLIT_NAME_REQUIRED,
  splitTotalsStatus,
  type Split,
  type SplitHistoryEntry,
} from '../../../../shared/schemas/splits';
import en from '../../../i18n/locales/en/splits.json';
import {
  changedSplitFields,
  checkSplitForm,
  formFieldErrors,
  normalizePercentText,
  splitFormValues,
} from './split-form';
import { historyChanges, historyOfType, historySubject } from './split-history';
import { formatPercent, splitsOfType, splitTotals } from './split-list';
import { parseSplitType } from './split-type-param';

const form = { name: 'Ada', email: '', percentage: '50', description: '' };

const split = (over: Partial<Split>): Split => ({
  id: '00000000-0000-4000-8000-000000000001',
  projectId: '00000000-0000-4000-8000-0000000000aa',
  name: 'Ada',
  email: null,
  percentage: 50,
  splitType: 'master',
  description: null,
  memberProfileId: null,
  creditId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('split form check', () => {
  it('accepts a valid split and sends numbers and nulls, as the API expects', () => {
    const result = checkSplitForm(
      { name: '  Ada ', email: ' ada@example.com ', percentage: '33.33', description: '' },
      'publishing',
    );
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Ada',
        email: 'ada@example.com',
        percentage: 33.33,
        splitType: 'publishing',
        description: null,
        memberProfileId: null,
        creditId: null,
      },
    });
  });

  it('sends the links to the same person as a member and a credit', () => {
    const links = {
      memberProfileId: '00000000-0000-4000-8000-0000000000b1',
      creditId: '00000000-0000-4000-8000-0000000000c1',
    };
    const result = checkSplitForm(form, 'master', links);
    expect(result.ok && result.input).toMatchObject(links);
    const current = split({ ...links });
    expect(result.ok && changedSplitFields(current, result.input)).toEqual({});
    const unlinked = checkSplitForm(form, 'master');
    expect(unlinked.ok && changedSplitFields(current, unlinked.input)).toEqual({
      memberProfileId: null,
      creditId: null,
    });
  });

  it.each(['', 'abc', '0', '-5', '100.001', '100.01', '12.345', '1e2', '50%'])(
    'refuses the percentage %j as invalid',
    (percentage) => {
      expect(checkSplitForm({ ...form, percentage }, 'master')).toEqual({
        ok: false,
        errors: { percentage: 'invalidPercentage' },
      });
    },
  );

  it.each(['0.01', '100', '99.99', '12,5'])('accepts the percentage %j', (percentage) => {
    expect(checkSplitForm({ ...form, percentage }, 'master').ok).toBe(true);
  });

  it('reads a decimal comma as a decimal point, and only a lone one', () => {
    expect(normalizePercentText(' 12,5 ')).toBe('12.5');
    expect(normalizePercentText('1,2,3')).toBe('1,2,3');
  });

  it('names every wrong field at once', () => {
    const result = checkSplitForm(
      { name: ' ', email: 'not-an-email', percentage: '0', description: 'x'.repeat(2001) },
      'master',
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'nameRequired',
        email: 'emailInvalid',
        percentage: 'invalidPercentage',
        description: 'descriptionTooLong',
      },
    });
  });

  it('tells a name that is too long from a missing one', () => {
    const result = checkSplitForm({ ...form, name: 'x'.repeat(201) }, 'master');
    expect(result).toEqual({ ok: false, errors: { name: 'nameTooLong' } });
  });

  it('starts the edit form from the split as it is', () => {
    expect(splitFormValues(split({ percentage: 12.5, email: 'a@b.co' }))).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      percentage: '12.5',
      description: '',
    });
  });

  it('sends only what an edit changed, nothing when nothing did', () => {
    const current = split({ name: 'Ada', percentage: 60, email: null, description: 'Producer' });
    const unchanged = {
      name: 'Ada',
      email: null,
      percentage: 60,
      splitType: 'master' as const,
      description: 'Producer',
      memberProfileId: null,
      creditId: null,
    };
    expect(changedSplitFields(current, unchanged)).toEqual({});
    expect(changedSplitFields(current, { ...unchanged, percentage: 50, email: 'a@b.co' })).toEqual({
      percentage: 50,
      email: 'a@b.co',
    });
    expect(changedSplitFields(current, { ...unchanged, description: null })).toEqual({
      description: null,
    });
  });

  it('keeps only the server field errors that belong to a form field', () => {
    expect(formFieldErrors({ percentage: 'Splits total 105% - Over 5%', splitType: 'x' })).toEqual({
      percentage: 'Splits total 105% - Over 5%',
    });
  });
});

describe('split list and totals', () => {
  it('lists one type, largest share first, then by name', () => {
    const list = [
      split({ id: '1', name: 'Cy', percentage: 20 }),
      split({ id: '2', name: 'Bo', percentage: 40 }),
      split({ id: '3', name: 'Al', percentage: 20 }),
      split({ id: '4', name: 'Pub', percentage: 90, splitType: 'publishing' }),
    ];
    expect(splitsOfType(list, 'master').map((s) => s.name)).toEqual(['Bo', 'Al', 'Cy']);
  });

  it('formats percentages without trailing zeros', () => {
    expect([formatPercent(33.33), formatPercent(60.5), formatPercent(100)]).toEqual([
      '33.33%',
      '60.5%',
      '100%',
    ]);
  });

  it.each([
    [[60, 40], { kind: 'ready' }],
    [[33.33, 33.33, 33.34], { kind: 'ready' }],
    [[50, 40], { kind: 'need', total: '90', amount: '10' }],
    [[], { kind: 'need', total: '0', amount: '100' }],
    [[60, 40.5], { kind: 'over', total: '100.5', amount: '0.5' }],
  ])('status of %j', (percentages, line) => {
    expect(splitTotals(percentages.map((percentage) => ({ percentage }))).line).toEqual(line);
  });

  it('says in English exactly what the shared rule says', () => {
    for (const percentages of [[60, 40], [50, 40], [33.33], [70, 40.5]]) {
      const splits = percentages.map((percentage) => ({ percentage }));
      const { line } = splitTotals(splits);
      const text =
        line.kind === 'ready'
          ? en.status.ready
          : en.status[line.kind]
              .replace('{{total}}', line.total)
              .replace('{{amount}}', line.amount);
      expect(text).toBe(splitTotalsStatus(splits).message);
    }
  });

  it('keeps the English texts equal to the shared messages', () => {
    expect(en.status.ready).toBe(READY_FOR_DISTRIBUTION);
    expect(en.form.errors.invalidPercentage).toBe(INVALID_PERCENTAGE);
    expect(en.form.errors.nameRequired).toBe(SPLIT_NAME_REQUIRED);
  });
});

describe('split history', () => {
  const entry = (over: Partial<SplitHistoryEntry>): SplitHistoryEntry => ({
    id: '00000000-0000-4000-8000-000000000010',
    splitId: '00000000-0000-4000-8000-000000000001',
    splitType: 'master',
    action: 'updated',
    actorProfileId: null,
    actorName: 'Ola Beat',
    before: { name: 'Ada', email: null, percentage: 60, description: null },
    after: { name: 'Ada', email: null, percentage: 50, description: null },
    createdAt: '2026-01-01T10:00:00.000Z',
    ...over,
  });

  it('keeps one type, newest first', () => {
    const list = [
      entry({ id: 'a', createdAt: '2026-01-01T10:00:00.000Z' }),
      entry({ id: 'b', createdAt: '2026-01-02T10:00:00.000Z' }),
      entry({ id: 'c', createdAt: '2026-01-03T10:00:00.000Z', splitType: 'performance' }),
    ];
    expect(historyOfType(list, 'master').map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('shows only what an update changed, before → after', () => {
    expect(historyChanges(entry({}))).toEqual([
      { field: 'percentage', before: '60%', after: '50%' },
    ]);
    const renamed = entry({
      after: { name: 'Ada L.', email: 'ada@example.com', percentage: 60, description: null },
    });
    expect(historyChanges(renamed)).toEqual([
      { field: 'name', before: 'Ada', after: 'Ada L.' },
      { field: 'email', before: null, after: 'ada@example.com' },
    ]);
    expect(historySubject(renamed)).toBe('Ada L.');
  });

  it('shows the share of an added or removed split (its name is the headline)', () => {
    const snapshot = { name: 'Bo', email: null, percentage: 40, description: 'Producer' };
    const added = entry({ action: 'created', before: null, after: snapshot });
    expect(historyChanges(added)).toEqual([{ field: 'percentage', before: null, after: '40%' }]);
    const removed = entry({ action: 'deleted', before: snapshot, after: null });
    expect(historyChanges(removed)).toEqual([{ field: 'percentage', before: '40%', after: null }]);
    expect(historySubject(removed)).toBe('Bo');
  });
});

describe('split sub-tabs', () => {
  it('reads the sub-tab from ?split=, master by default', () => {
    expect(parseSplitType('Publishing')).toBe('publishing');
    expect(parseSplitType('performance')).toBe('performance');
    expect(parseSplitType('mechanical')).toBe('master');
    expect(parseSplitType(null)).toBe('master');
  });
});
