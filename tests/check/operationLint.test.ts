// @vitest-environment node
// `npm run check` on x-operations: a misspelt kind, field or state is named with the nearest right one.
import { expect, it } from 'vitest';
import { lintOperations } from '../../scripts/lib/operationLint';
import { checkSchema } from '../../src/engine/schema/checkSchema';
import { createSchemaSet } from '../../src/engine/schema/schemaSet';
import { probe, transition } from './operationProbe';

it('names a misspelt field and state with the nearest right one', () => {
  const set = createSchemaSet({
    'probe.schema.json': probe({
      run: transition({ field: 'staus' }),
      pause: transition({ transitions: [{ to: 'pasued', from: ['active'] }] }),
    }),
  });
  expect(lintOperations(set).map((p) => `${p.path}: ${p.message}`)).toEqual([
    '/x-operations/run/field: в схеме probe нет поля "staus"; возможно, вы имели в виду "status"',
    '/x-operations/pause/transitions/0/to: у поля "status" нет состояния "pasued"; возможно, вы имели в виду "paused"; есть: "active", "paused"',
  ]);
});

it('names a misspelt kind with the nearest right one', () => {
  const problems = checkSchema('probe.schema.json', probe({ run: transition({ kind: 'transiton' }) }));
  expect(problems.map((p) => p.message).join('\n')).toMatch(/transiton.*возможно, вы имели в виду "transition"/);
});

it('names a misspelt field an operation matches records by, with the nearest right one', () => {
  const set = createSchemaSet({
    'probe.schema.json': probe({ all: transition({ id: undefined, state: undefined, match: ['stauts'] }) }),
  });
  expect(lintOperations(set).map((p) => `${p.path}: ${p.message}`)).toEqual([
    '/x-operations/all/match/0: в схеме probe нет поля "stauts"; возможно, вы имели в виду "status"',
  ]);
});
