import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog } from '../../../../src/engine/load';
import { FieldOverridesProvider, FieldView } from '../../../../src/engine/fields/render';
import { i18nProvider } from '../../../../src/i18n';

afterEach(cleanup);

/** A field of a resource as its screens show it: with the resource file's own overrides. */
function show(key: string, source: string, record: Record<string, unknown>) {
  const def = catalog.byKey(key)!;
  const field = catalog.fields(def).find((f) => f.source === source)!;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value={def.path}>
        <FieldOverridesProvider value={def.fields ?? {}}>
          <RecordContextProvider value={{ id: 'r1', ...record }}>
            <FieldView field={field} />
          </RecordContextProvider>
        </FieldOverridesProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const chip = async (text: string) => (await screen.findByText(text, { exact: true })).closest('.MuiChip-root');

describe('a state the schema transition sets, as a chip', () => {
  it('an SSP that is on: «Активна», filled in the success colour', async () => {
    show('ssps', 'active', { active: true });
    const on = await chip('Активна');
    expect(on).toHaveClass('MuiChip-filled');
    expect(on).toHaveClass('MuiChip-colorSuccess');
  });

  it('an SSP that is off: «Отключена», outlined', async () => {
    show('ssps', 'active', { active: false });
    const off = await chip('Отключена');
    expect(off).toHaveClass('MuiChip-outlined');
    expect(off).not.toHaveClass('MuiChip-colorSuccess');
  });

  it('a companion: «Включён» in the success colour, «Выключен» outlined', async () => {
    show('companions', 'enabled', { enabled: true });
    expect(await chip('Включён')).toHaveClass('MuiChip-colorSuccess');
    cleanup();
    show('companions', 'enabled', { enabled: false });
    expect(await chip('Выключен')).toHaveClass('MuiChip-outlined');
  });
});
