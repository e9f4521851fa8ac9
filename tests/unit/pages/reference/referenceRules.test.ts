// @vitest-environment node
// The resource reference states the declarable rules in words, from the same schema the
// validators and the API read.
import { describe, expect, it } from 'vitest';
import { analyseEntity, flattenFields } from '../../../../src/engine/analyse';
import { loadSchemaSet } from '../../../../src/engine/schema/loadNode';
import { codeParts, describeRules } from '../../../../src/pages/reference/describeField';

const set = loadSchemaSet();
const field = (schemaId: string, source: string) => {
  const fields = flattenFields(analyseEntity(set, schemaId));
  const f = fields.find((d) => d.source === source)!;
  const labelOf = (sibling: string) =>
    fields.find((d) => d.source === source.replace(/[^.]+$/, sibling))?.label ?? sibling;
  // As the page shows them: codes are marked apart from the words (tested below), read here as text.
  return describeRules(f, labelOf).map((rule) => codeParts(rule).join(''));
};

describe('resource reference: rules in words', () => {
  it("marks the API's codes apart from the words: enum values, defaults, references", () => {
    const rules = flattenFields(analyseEntity(set, 'agency')).flatMap((f) => describeRules(f));
    expect(rules).toContain('обязательное');
    expect(
      rules.some(
        (r) => codeParts(r).length > 1 && codeParts(r).some((part, i) => i % 2 === 1 && part === 'fullService'),
      ),
    ).toBe(true);
  });

  it('says a field is unique', () => {
    expect(field('user', 'login')).toContain('уникально');
    expect(field('user', 'name')).not.toContain('уникально');
  });

  it('names the other field of a comparison', () => {
    expect(field('campaign', 'calendar.dates.end')).toContain('не раньше «Начало»');
    expect(field('campaign', 'limits.budgetDaily')).toContain('не больше «Общий бюджет»');
  });

  it('shows a default the create form starts with', () => {
    expect(field('appCheckSegment', 'lookbackDays')).toContain('по умолчанию: 30');
  });
});
