import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { getToken } from '../../../../src/providers/storage';
import { fakeFetch, renderAuthPages } from '../../layout/helpers';

// A sign-in or recovery answered 429 (too many attempts): the wait in seconds, in Russian, and
// the fields keep what was typed so the user only presses the button again.

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

/** A 429 as the reference API sends it: Retry-After, and the same wait in the body. */
function answer429(seconds: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify(
            seconds === null ? { message: 'Too Many Requests' } : { message: 'Слишком много', retryAfter: seconds },
          ),
          {
            status: 429,
            headers: {
              'content-type': 'application/json',
              ...(seconds === null ? {} : { 'retry-after': String(seconds) }),
            },
          },
        ),
    ),
  );
}

describe('sign-in page, too many attempts', () => {
  it('shows «Слишком много попыток входа. Повторите через N с.» and keeps what was typed', async () => {
    answer429(8);
    renderAuthPages('/auth/login');
    fireEvent.change(field(/^Логин/), { target: { value: 'agency' } });
    fireEvent.change(field(/^Пароль/), { target: { value: 'my-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток входа. Повторите через 8 с.');
    expect(field(/^Логин/).value).toBe('agency');
    expect(field(/^Пароль/).value).toBe('my-secret');
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('reads the wait from the body when there is no Retry-After header', async () => {
    fakeFetch([{ method: 'POST', path: '/v2/users/sign-in', status: 429, body: { message: 'x', retryAfter: 120 } }]);
    renderAuthPages('/auth/login');
    fireEvent.change(field(/^Логин/), { target: { value: 'agency' } });
    fireEvent.change(field(/^Пароль/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток входа. Повторите через 120 с.');
  });

  it('without a wait in the answer, asks to retry later', async () => {
    answer429(null);
    renderAuthPages('/auth/login');
    fireEvent.change(field(/^Логин/), { target: { value: 'agency' } });
    fireEvent.change(field(/^Пароль/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много попыток входа. Повторите позже');
  });
});

describe('password recovery page, too many requests', () => {
  it('shows the wait and keeps the login', async () => {
    answer429(60);
    renderAuthPages('/auth/password');
    fireEvent.change(field(/^Логин/), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много запросов на восстановление пароля. Повторите через 60 с.',
    );
    expect(field(/^Логин/).value).toBe('viewer');
  });
});
