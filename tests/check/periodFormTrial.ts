/**
 * A Testing Library test, written into the trial's copy of the project and run there with its
 * generated views: the create form of a resource refuses a period that ends before it starts,
 * with the schema's Russian message at the period's end, and a required period left empty, with
 * `required` at its first input («Начало»), not in the toast alone; nothing is sent. Typed as a
 * person would, дд.мм.гггг into the date fields; `nameLabel` is the field typed into first.
 */
export function periodFormTest(
  resource: string,
  message: string,
  { nameLabel, required }: { nameLabel: string; required: string },
): string {
  return `import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

it('${resource} form shows a required period left empty at its first input', async () => {
  // A fresh form: the test above leaves its own mounted.
  cleanup();
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
  const dateField = (label: string) => screen.findByRole('group', { name: new RegExp(label) }, { timeout: 20_000 });
  // A name typed, the period left as it was: neither date.
  fireEvent.change((await screen.findAllByLabelText(${JSON.stringify(nameLabel)}, { exact: false }))[0], {
    target: { value: 'Зона' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  const start = (await dateField('Начало')).closest('.MuiFormControl-root')!;
  await waitFor(() => expect(start).toHaveTextContent(${JSON.stringify(required)}), { timeout: 20_000 });
  expect(create).not.toHaveBeenCalled();
}, 120_000);
`;
}
