import { screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { schemaDefaults, withDefaults } from '../../../../src/engine/schema/defaults';
import { renderCreate, renderEdit } from './renderForm';

// The schema's `default`s are what a create form starts with, and what a stored record lacking a
// value reads as; server-owned ones are not the form's.
describe('defaults on create', () => {
  it('collects the defaults of the fields a user fills in, nested ones too', () => {
    const player = schemaDefaults(catalog.schemas, 'playerConfig');
    expect(player).toMatchObject({
      skipOffset: 5,
      autoplay: true,
      controls: { progressBar: true, fullscreenButton: false },
      texts: { skip: 'Пропустить' },
    });
    // A campaign's status defaults to «paused», but the server sets it: the form leaves it out.
    expect(schemaDefaults(catalog.schemas, 'campaign')).not.toHaveProperty('status');
  });

  it('pre-fills them in the generated create form', async () => {
    const def = catalog.byKey('retargetingSegments')!;
    renderCreate(def, {} as DataProvider);
    const ttl = catalog.fields(def).find((f) => f.name === 'ttl')!;
    await waitFor(() => expect(screen.getByLabelText(ttl.label, { exact: false })).toHaveValue('30'), {
      timeout: 15_000,
    });
    expect(screen.getByLabelText('Название', { exact: false })).toHaveValue('');
  });
});

describe('defaults under a stored record', () => {
  const defaults = { skipOffset: 5, controls: { timer: true, fullscreenButton: false }, sites: ['a.ru'] };

  it('fill what the record lacks, nested ones too, and leave what it has, lists whole', () => {
    expect(withDefaults(defaults, { skipOffset: 0, controls: { timer: false }, sites: ['b.ru', 'c.ru'] })).toEqual({
      skipOffset: 0,
      controls: { timer: false, fullscreenButton: false },
      sites: ['b.ru', 'c.ru'],
    });
    expect(withDefaults(defaults, { skipOffset: null, name: 'x' })).toEqual({ ...defaults, name: 'x' });
  });

  it('show in the edit form where the record lacks them, as the player reads it (not «off»), the form unchanged', async () => {
    const def = catalog.byKey('playerConfigs')!;
    const id = 'c'.repeat(24);
    const stored = { id, name: 'Стандартный плеер', skipOffset: 5, controls: { soundButton: false } };
    renderEdit(def, { getOne: async () => ({ data: stored }) } as unknown as DataProvider, id);
    const progress = await screen.findByRole('switch', { name: 'Полоса прогресса' }, { timeout: 15_000 });
    expect(progress).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Кнопка звука' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Полноэкранный режим' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Таймер до конца ролика' })).toBeChecked();
    expect(screen.getByLabelText('Кнопка перехода')).toHaveValue('Перейти на сайт');
    for (const save of screen.getAllByRole('button', { name: 'Сохранить' })) expect(save).toBeDisabled();
  });
});
