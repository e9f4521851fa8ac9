// @vitest-environment node
// Cross-field rules (x-not-before, x-not-above): the console's precompiled validators and the
// server's compiled ones refuse the same record, with the Russian message at the second field.
import { describe, expect, it } from 'vitest';
import { comparisonErrors } from '../../../../src/engine/schema/compare';
import { loadSchemaSet } from '../../../../src/engine/schema/loadNode';
import { createPrecompiledSchemaSet, type ValidatorLoaders } from '../../../../src/engine/schema/precompiled';
import { createSchemaSet } from '../../../../src/engine/schema/schemaSet';
import { countingRegistry } from './schemaWalk';

const server = loadSchemaSet();
const files = import.meta.glob<unknown>('/schemas/*.schema.json', { eager: true, import: 'default' });
const modules = import.meta.glob('/src/engine/generated/validators/*.js') as unknown as ValidatorLoaders;
const loaders: ValidatorLoaders = Object.fromEntries(
  Object.entries(modules).map(([f, load]) => [f.replace(/^.*\//, '').replace(/\.js$/, ''), load]),
);
const console_ = createPrecompiledSchemaSet(files, loaders);

const campaign = (calendar: unknown, limits: unknown = {}) => ({
  name: 'Весна',
  accountId: 'a'.repeat(24),
  creativeType: 'video',
  strategies: { buyingType: 'cpm' },
  calendar,
  limits,
});

describe("a period's end not before its start (every _defs date range)", () => {
  it('refuses an end before the start, at the end, on both sides', async () => {
    const data = campaign({ dates: { start: '2026-05-10', end: '2026-05-01' } });
    const expected = { '/calendar/dates/end': 'Дата окончания раньше даты начала' };
    expect(server.validate('campaign', data)).toEqual(expected);
    expect(await console_.validate('campaign', data)).toEqual(expected);
  });

  it('accepts a one-day period, a later end and a half-filled period', async () => {
    for (const dates of [
      { start: '2026-05-01', end: '2026-05-01' },
      { start: '2026-05-01', end: '2026-06-01' },
      { start: '2026-05-01' },
      { end: '2026-05-01' },
    ]) {
      expect(server.validate('campaign', campaign({ dates }))).toBeNull();
      expect(await console_.validate('campaign', campaign({ dates }))).toBeNull();
    }
  });

  it('applies to every schema that uses the shared period (deployment, ORD invoice, …)', () => {
    const deployment = {
      name: 'Май',
      reservationID: 'b'.repeat(24),
      dates: { start: '2026-05-02', end: '2026-05-01' },
      finance: { currency: 'rub', budget: 10 },
    };
    expect(server.validate('deployment', deployment)).toMatchObject({
      '/dates/end': 'Дата окончания раньше даты начала',
    });
  });

  it('leaves a wrong date to the format check (one message per field)', () => {
    const errors = server.validate('campaign', campaign({ dates: { start: '2026-05-10', end: '2026-13-01' } }));
    expect(errors?.['/calendar/dates/end']).not.toMatch(/раньше/);
  });
});

describe('a number not above another (limits)', () => {
  it('refuses a daily budget over the total, at the daily budget, on both sides', async () => {
    const data = campaign({}, { budgetTotal: 1000, budgetDaily: 1500, impressionsTotal: 10, impressionsDaily: 11 });
    const expected = {
      '/limits/budgetDaily': 'Не может быть больше, чем «Общий бюджет»',
      '/limits/impressionsDaily': 'Не может быть больше, чем «Показов всего»',
    };
    expect(server.validate('campaign', data)).toEqual(expected);
    expect(await console_.validate('campaign', data)).toEqual(expected);
    expect(server.validate('campaign', campaign({}, { budgetTotal: 1000, budgetDaily: 1000 }))).toBeNull();
  });
});

describe('the keywords themselves', () => {
  const probe = createSchemaSet({
    'probe.schema.json': {
      $id: 'probe',
      title: 'Проба',
      type: 'object',
      properties: {
        min: { type: 'integer', title: 'Минимум' },
        max: { type: 'integer', title: 'Максимум', 'x-not-before': 'min' },
        next: {
          type: 'integer',
          title: 'Следующий',
          'x-after': { field: 'min', message: 'Следующий — после минимума' },
        },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              from: { type: 'string', format: 'date-time', title: 'С' },
              to: { type: 'string', format: 'date-time', title: 'По', 'x-not-before': 'from' },
            },
          },
        },
      },
    },
  });

  it('x-not-before on numbers: a maximum not below its minimum', () => {
    expect(probe.validate('probe', { min: 5, max: 4 })).toEqual({ '/max': 'Не может быть меньше, чем «Минимум»' });
    expect(probe.validate('probe', { min: 5, max: 5 })).toBeNull();
  });

  it('x-after is strict, and says the message the schema gives', () => {
    expect(probe.validate('probe', { min: 5, next: 5 })).toEqual({ '/next': 'Следующий — после минимума' });
    expect(probe.validate('probe', { min: 5, next: 6 })).toBeNull();
  });

  it('the campaign week: an hour range ends after it starts, on both sides', async () => {
    const data = campaign({
      week: [
        { days: ['mon'], from: 9, to: 18 },
        { days: ['sat'], from: 12, to: 12 },
      ],
    });
    const expected = { '/calendar/week/1/to': 'Час окончания должен быть позже часа начала' };
    expect(server.validate('campaign', data)).toEqual(expected);
    expect(await console_.validate('campaign', data)).toEqual(expected);
  });

  it('reaches array items and compares date-times by the moment, not the text', () => {
    const rows = [
      { from: '2026-05-01T10:00:00+03:00', to: '2026-05-01T08:30:00Z' },
      { from: '2026-05-01T10:00:00Z', to: '2026-05-01T09:00:00Z' },
    ];
    expect(comparisonErrors(probe, 'probe', { rows })).toEqual({ '/rows/1/to': 'Не может быть раньше, чем «С»' });
  });
});

const walkFiles = {
  'plan.schema.json': {
    $id: 'plan',
    type: 'object',
    properties: {
      name: { type: 'string' },
      period: { $ref: 'plan#/$defs/range' },
      limits: {
        type: 'object',
        properties: {
          daily: { type: 'number', title: 'В день', 'x-not-above': 'total' },
          total: { type: 'number', title: 'Всего' },
        },
      },
      // Nothing compared here, however deep.
      notes: { type: 'object', properties: { first: { type: 'object', properties: { text: { type: 'string' } } } } },
    },
    $defs: {
      range: {
        type: 'object',
        properties: {
          start: { type: 'string', title: 'Начало' },
          end: { type: 'string', title: 'Окончание', 'x-not-before': 'start' },
        },
      },
    },
  },
};

const record = (end: string, daily: number) => ({
  name: 'Весна',
  period: { start: '2027-03-10', end },
  limits: { daily, total: 100 },
  notes: { first: { text: 'к запуску' } },
});

// The walk reads each schema node's rules once and walks a record only where comparisons are: a
// dry run checks 50 000 imported records against the same schema.
describe('the comparisons of many records against one schema', () => {
  it('reads the schema once: the next record resolves only the objects it holds with rules under them', () => {
    const registry = countingRegistry(walkFiles);
    comparisonErrors(registry, 'plan', record('2027-03-20', 10));
    const first = registry.reads();
    comparisonErrors(registry, 'plan', record('2027-03-20', 10));
    // The record itself, its period and its limits; its notes are not walked.
    expect(registry.reads() - first).toBe(3);
    expect(first).toBeGreaterThan(3);
  });

  it('keeps each object’s own rules: every message at its field, record after record', () => {
    const registry = countingRegistry(walkFiles);
    expect(comparisonErrors(registry, 'plan', record('2027-03-20', 10))).toBeNull();
    expect(comparisonErrors(registry, 'plan', record('2027-03-01', 500))).toEqual({
      '/period/end': 'Не может быть раньше, чем «Начало»',
      '/limits/daily': 'Не может быть больше, чем «Всего»',
    });
    expect(comparisonErrors(registry, 'plan', record('2027-03-20', 500))).toEqual({
      '/limits/daily': 'Не может быть больше, чем «Всего»',
    });
    expect(comparisonErrors(registry, 'plan', record('2027-03-01', 10))).toEqual({
      '/period/end': 'Не может быть раньше, чем «Начало»',
    });
  });
});
