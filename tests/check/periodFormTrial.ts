/**
 * A Testing Library test, written into the trial's copy of the project and run there with its
 * generated views: the create form of a resource refuses a period that ends before it starts,
 * with the schema's Russian message at the period's end and nothing sent. Typed as a person
 * would, дд.мм.гггг into the date fields.
 */
export function periodFormTest(resource: string, message: string): string {
  return `import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { catalog } from '../../src/engine/load';
import { GenericCreate } from '../../src/engine/views/GenericEditors';
import { i18nProvider } from '../../src/i18n';

it('${resource} form refuses a period that ends before it starts, at its end', async () => {
  const def = catalog.byKey(${JSON.stringify(resource)})!;
  const create = vi.fn();
  render(
    <MemoryRouter initialEntries={[\`/\${def.path}/create\`]}>
      <AdminContext dataProvider={{ create } as never} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={def.path}>
          <Routes><Route path={\`/\${def.path}/create\`} element={<GenericCreate />} /></Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const dateField = (label: string) => screen.findByRole('group', { name: new RegExp(label) }, { timeout: 20_000 });
  const typeDate = async (label: string, keys: string) => {
    await user.click((await dateField(label)).querySelector<HTMLElement>('[contenteditable="true"]')!);
    await user.keyboard(keys);
  };
  await typeDate('Начало', '01032026');
  await typeDate('Окончание', '01022026');
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  const end = (await dateField('Окончание')).closest('.MuiFormControl-root')!;
  await waitFor(() => expect(end).toHaveTextContent(${JSON.stringify(message)}), { timeout: 20_000 });
  expect((await dateField('Начало')).closest('.MuiFormControl-root')).not.toHaveTextContent(${JSON.stringify(message)});
  expect(create).not.toHaveBeenCalled();
}, 120_000);
`;
}
