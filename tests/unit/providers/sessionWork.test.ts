import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, fetchCurrentUser, signIn, signOut } from '../../../src/providers/authProvider';
import { DRAFT_PREFIX, rememberReturnPath, setCabinetId, takeReturnPath } from '../../../src/providers/storage';
import { stubFetch } from './fetchStub';

/**
 * docs/product.md#states: signing out clears local and session storage, unsaved drafts and the
 * way back to them included; a session the server ends (401) while its user types keeps them
 * for that user's next sign-in only, through a mistyped password too.
 */
const DRAFT = `${DRAFT_PREFIX}cab1.accounts.a1`;
const RETURN = `/${'c'.repeat(24)}/management/accounts/a1`;
const signedIn = { body: { token: 'tok' } };
const me = (login: string) => ({ body: { id: `id-${login}`, login, name: login } });

/** Signed in as `login` in cabinet cab1, with a draft typed on an account's form and its address remembered. */
async function working(login: string) {
  stubFetch(signedIn, me(login));
  await signIn(login, 'secret');
  setCabinetId('cab1');
  await fetchCurrentUser();
  localStorage.setItem(DRAFT, JSON.stringify({ user: `id-${login}`, savedAt: Date.now(), values: { name: 'Весна' } }));
  rememberReturnPath(RETURN);
}

const work = () => Object.keys(localStorage).filter((k) => k.startsWith('kabinet.') && k !== 'kabinet.token');

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a session’s drafts and way back', () => {
  it('go with a sign-out', async () => {
    await working('admin');
    stubFetch({ body: {} });
    await signOut();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('outlive a session the server ended, and a mistyped password, for the same user', async () => {
    await working('admin');
    endSession('refused');
    expect(localStorage.getItem('kabinet.token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    stubFetch({ status: 401, body: { message: 'Неверный логин или пароль' } });
    await expect(signIn('admin', 'wrong')).rejects.toMatchObject({ status: 401 });
    stubFetch(signedIn);
    await signIn('Admin', 'secret');
    expect(localStorage.getItem(DRAFT)).toContain('Весна');
    expect(takeReturnPath()).toBe(RETURN);
  });

  it('go when another user signs in after the session the server ended', async () => {
    await working('admin');
    endSession('refused');
    expect(work()).toContain(DRAFT);
    stubFetch(signedIn);
    await signIn('agency', 'secret');
    expect(work()).toEqual([]);
    expect(takeReturnPath()).toBeNull();
  });
});
