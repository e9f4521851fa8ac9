import { describe, expect, it } from 'vitest';
import { schemaSet } from '../../../src/engine/load';
import { validatorLoaders } from '../../../src/engine/validatorModules';

// The console's validators load through a lazy map (src/engine/validatorModules.ts): a form
// must still get the same field errors as before, for every schema.
describe('the console’s validators, loaded through their lazy map', () => {
  it('has a validator for every schema', () => {
    expect(Object.keys(validatorLoaders).sort()).toEqual([...schemaSet.schemas.keys()].sort());
  });

  it('answers a form with its field errors', async () => {
    const errors = await schemaSet.validate('campaign', {});
    expect(errors).not.toBeNull();
    expect(Object.keys(errors!).length).toBeGreaterThan(0);
  });
});
