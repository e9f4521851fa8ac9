import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, Form, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { analyseProperty, flattenFields } from '../../../src/engine/analyse';
import type { FieldOf } from '../../../src/engine/fieldKinds';
import { ObjectField } from '../../../src/engine/fields/objectField';
import { FieldInput } from '../../../src/engine/fields/fieldInput';
import { ObjectInput } from '../../../src/engine/fields/structuredInputs';
import { catalog } from '../../../src/engine/load';
import { objectLayout } from '../../../src/engine/objectLayout';
import { createSchemaSet } from '../../../src/engine/schema/schemaSet';
import type { JsonSchema } from '../../../src/engine/schema/types';
import { i18nProvider } from '../../../src/i18n';

// An object's x-layout: its fields in titled groups and columns, the same in the form and on
// the show page, with no component of the resource's own.
const set = createSchemaSet({});
const limits: JsonSchema = {
  type: 'object',
  title: 'Лимиты',
  'x-layout': {
    columns: 2,
    groups: [
      { title: 'Показы', fields: ['impressionsDaily', 'impressionsTotal'] },
      { title: 'Бюджет', fields: ['budgetTotal', 'budgetDaily'] },
    ],
  },
  properties: {
    budgetTotal: { type: 'number', title: 'Общий бюджет' },
    budgetDaily: { type: 'number', title: 'Дневной бюджет' },
    impressionsTotal: { type: 'integer', title: 'Показов всего' },
    impressionsDaily: { type: 'integer', title: 'Показов в день' },
    frequencyCap: { type: 'integer', title: 'Частота' },
  },
};
const field = analyseProperty(set, 'limits', limits, 'limits', false) as FieldOf<'object'>;
const record = {
  id: 'r1',
  limits: { budgetTotal: 1000, budgetDaily: 100, impressionsTotal: 5000, impressionsDaily: 500, frequencyCap: 3 },
};

/** The texts of the labels a user reads, top to bottom: an input's label, a show page's value caption. */
const labels = (root: HTMLElement) =>
  [...root.querySelectorAll('label, .RaLabeled-label')].map((l) => l.textContent?.replace(/\s*\*$/, '').trim());
/** A titled group of fields, found by its title as a screen reader announces it. */
const group = (title: string) => screen.getByRole('group', { name: title });

function inForm(children: React.ReactNode) {
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
      <Form record={record}>{children}</Form>
    </AdminContext>,
  );
}

function onShowPage(children: React.ReactNode) {
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={record}>{children}</RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('object layouts (x-layout)', () => {
  it('puts the form’s inputs in the declared groups, in the groups’ order, the rest last', () => {
    const { container } = inForm(<ObjectInput field={field} mode="edit" FieldInput={FieldInput} />);
    expect(labels(group('Показы'))).toEqual(['Показов в день', 'Показов всего']);
    expect(labels(group('Бюджет'))).toEqual(['Общий бюджет', 'Дневной бюджет']);
    // A field no group names is still on screen, after the groups.
    expect(labels(container)).toEqual(['Показов в день', 'Показов всего', 'Общий бюджет', 'Дневной бюджет', 'Частота']);
    expect(screen.getByLabelText('Общий бюджет')).toHaveValue('1\u00a0000');
  });

  it('groups the show page’s values the same way', () => {
    const { container } = onShowPage(<ObjectField field={field} />);
    expect(labels(group('Показы'))).toEqual(['Показов в день', 'Показов всего']);
    expect(within(group('Бюджет')).getByText('1 000')).toBeVisible();
    expect(labels(container)).toEqual(['Показов в день', 'Показов всего', 'Общий бюджет', 'Дневной бюджет', 'Частота']);
  });

  it('sets the declared number of columns, one on a phone', () => {
    inForm(<ObjectInput field={field} mode="edit" FieldInput={FieldInput} />);
    const grid = group('Бюджет').lastElementChild as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const rules = (grid.className.match(/css-[\w-]+/g) ?? []).flatMap((c) =>
      css.split('}').filter((r) => r.includes(c)),
    );
    expect(rules.join('}')).toContain('grid-template-columns:repeat(2, minmax(0, 1fr))');
    expect(rules.join('}')).toContain('grid-template-columns:1fr');
  });

  it('lays out the real schemas as they declare: a campaign’s limits in three columns, a period in two', () => {
    const campaign = catalog.fields(catalog.byKey('campaigns')!);
    const layoutOf = (source: string) => {
      const object = flattenFields(campaign).find((f) => f.source === source) as FieldOf<'object'>;
      return objectLayout(object.fields, object.schema['x-layout']);
    };
    expect(layoutOf('limits')?.columns).toBe(3);
    expect(layoutOf('calendar.dates')?.columns).toBe(2);
    expect(layoutOf('calendar.dates')?.sections.map((s) => s.fields.map((f) => f.label))).toEqual([
      ['Начало', 'Окончание'],
    ]);
    expect(layoutOf('targets')).toBeUndefined();
  });
});
