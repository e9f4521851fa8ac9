import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Layout, Title } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';

afterEach(cleanup);

// react-admin's Title gets a plain PageTitle (src/shims/preferencesEditor.tsx): the text in the
// top bar's slot, translated, with no leftover of the configurable one.
it("a page title shows its text, translated, in the top bar's slot", async () => {
  const slot = document.body.appendChild(Object.assign(document.createElement('span'), { id: 'react-admin-title' }));
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Title title="ra.page.dashboard" />
    </AdminContext>,
  );
  expect(await screen.findByText('Главная')).toBeInTheDocument();
  expect(slot.textContent).toBe('Главная');
  expect(slot.innerHTML).not.toMatch(/preferencekey|RaConfigurable/i);
  slot.remove();
});

// react-admin's Layout has no default top bar or menu here (src/shims/layoutDefaults.ts): one
// forgotten says so instead of drawing react-admin's.
it("a Layout without the console's top bar fails with a message that names it", () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // AdminContext's router shows the error.
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Layout menu={() => null}>x</Layout>
      </AdminContext>,
    );
    expect(screen.getAllByText(/needs the console's own appBar/).length).toBeGreaterThan(0);
  } finally {
    quiet.mockRestore();
  }
});
