import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Title } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';

afterEach(cleanup);

// react-admin's Title gets a plain PageTitle (src/shims/preferencesEditor.tsx): the text in the
// top bar's slot, translated, with no leftover of the configurable one.
it('a page title shows its text, translated, in the top bar\'s slot', async () => {
  const slot = document.body.appendChild(Object.assign(document.createElement('span'), { id: 'react-admin-title' }));
  render(<AdminContext i18nProvider={i18nProvider}><Title title="ra.page.dashboard" /></AdminContext>);
  expect(await screen.findByText('Главная')).toBeInTheDocument();
  expect(slot.textContent).toBe('Главная');
  expect(slot.innerHTML).not.toMatch(/preferencekey|RaConfigurable/i);
  slot.remove();
});
