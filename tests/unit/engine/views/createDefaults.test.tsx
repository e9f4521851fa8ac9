import { screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { renderCreate } from './renderCreate';
import { createDefaults } from '../../../../src/engine/schema/defaults';

// The schema's `default`s are what a create form starts with; server-owned ones are not the form's.
describe('defaults on create', () => {
  it('collects the defaults of the fields a user fills in, nested ones too', () => {
    const player = createDefaults(catalog.schemas, 'playerConfig');
    expect(player).toMatchObject({
      skipOffset: 5,
      autoplay: true,
      controls: { progressBar: true, fullscreenButton: false },
      texts: { skip: 'Пропустить' },
    });
    // A campaign's status defaults to «paused», but the server sets it: the form leaves it out.
    expect(createDefaults(catalog.schemas, 'campaign')).not.toHaveProperty('status');
  });

  it('pre-fills them in the generated create form', async () => {
    const def = catalog.byKey('retargetingSegments')!;
    renderCreate(def, {} as DataProvider);
    const ttl = catalog.fields(def).find((f) => f.name === 'ttl')!;
    await waitFor(() => expect(screen.getByLabelText(ttl.label, { exact: false })).toHaveValue(30), {
      timeout: 15_000,
    });
    expect(screen.getByLabelText('Название', { exact: false })).toHaveValue('');
  });
});
