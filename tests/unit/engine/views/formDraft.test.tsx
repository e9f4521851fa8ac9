import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, TextInput, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, forgetDraft, FormDraft } from '../../../../src/engine/views/FormDraft';
import { i18nProvider } from '../../../../src/i18n';

const authProvider = {
  getIdentity: async () => ({ id: 'u1', fullName: 'Оператор' }),
  checkAuth: async () => undefined,
  getPermissions: async () => [],
  login: async () => undefined,
  logout: async () => undefined,
  checkError: async () => undefined,
} as unknown as AuthProvider;

const KEY = () => draftKey('campaigns', 'c1');
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function typeName(text: string) {
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <Form record={{ id: 'c1', name: 'Весна' }}>
        <TextInput source="name" label="Название" />
        <FormDraft resource="campaigns" id="c1" />
      </Form>
    </AdminContext>,
  );
  const input = await screen.findByLabelText('Название');
  // The draft starts listening once the user is known.
  await pause(50);
  fireEvent.change(input, { target: { value: text } });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the form draft', () => {
  it('keeps what was typed, a moment after the last change', async () => {
    await typeName('Весна 2027');
    await waitFor(() => expect(localStorage.getItem(KEY())).toContain('Весна 2027'));
  });

  it('is not written back by a change made just before a successful save', async () => {
    await typeName('Весна 2027');
    // Saved within the draft's delay: the save forgets the draft, the pending write must not bring it back.
    forgetDraft('campaigns', 'c1');
    await pause(500);
    expect(localStorage.getItem(KEY())).toBeNull();
  });
});
