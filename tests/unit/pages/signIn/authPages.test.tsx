import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken } from '../../../../src/providers/storage';
import { fakeFetch, renderAuthPages } from '../../layout/helpers';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('sign-in page', () => {
  it('says «Неверный логин или пароль» on wrong credentials and stores nothing', async () => {
    fakeFetch([
      { method: 'POST', path: '/v2/users/sign-in', status: 401, body: { message: 'Неверный логин или пароль' } },
    ]);
    renderAuthPages('/auth/login');
    expect(document.title).toMatch(/Вход в личный кабинет$/);
    fireEvent.change(field(/^Логин/), { target: { value: 'admin' } });
    fireEvent.change(field(/^Пароль/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(getToken()).toBeNull();
  });

  it('asks for both fields before calling the API', () => {
    const { mock } = fakeFetch([]);
    renderAuthPages('/auth/login');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(2);
    expect(mock).not.toHaveBeenCalled();
  });

  it('stores the token and opens cabinet selection', async () => {
    const { calls } = fakeFetch([{ method: 'POST', path: '/v2/users/sign-in', body: { token: 'tok' } }]);
    renderAuthPages('/auth/login');
    fireEvent.change(field(/^Логин/), { target: { value: ' admin ' } });
    fireEvent.change(field(/^Пароль/), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/cabinets'));
    expect(getToken()).toBe('tok');
    expect(calls[0].body).toEqual({ login: 'admin', password: 'admin' });
  });
});

describe('password recovery page', () => {
  async function submit(status: number, message: string) {
    fakeFetch([{ method: 'POST', path: '/password/request-reset', status, body: { message } }]);
    renderAuthPages('/auth/password');
    fireEvent.change(field(/^Логин/), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Восстановить пароль' }));
  }
  it('tells that instructions were sent', async () => {
    await submit(200, '');
    expect(await screen.findByRole('status')).toHaveTextContent('Инструкции по восстановлению пароля отправлены');
  });
  it('says recovery is impossible when the user has no email', async () => {
    await submit(400, 'email is empty');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Восстановление пароля невозможно. Пожалуйста, обратитесь к администратору',
    );
  });
  it('asks to retry later on other failures', async () => {
    await submit(500, 'Internal Server Error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Попробуйте позже');
  });
});

describe('password reset page', () => {
  it('an invalid link goes to sign-in with the expired-link message', async () => {
    fakeFetch([{ method: 'POST', path: '/password/validate-token', status: 400, body: { message: 'invalid' } }]);
    renderAuthPages('/password/reset/bad-token');
    expect(await screen.findByText('Срок действия ссылки для восстановления пароля истек')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('a missing token goes there too, without asking the API', async () => {
    const { mock } = fakeFetch([]);
    renderAuthPages('/password/reset');
    expect(await screen.findByText('Срок действия ссылки для восстановления пароля истек')).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();
  });

  it('a valid link sets the new password and tells to sign in with it', async () => {
    const { calls } = fakeFetch([
      { method: 'POST', path: '/password/validate-token' },
      { method: 'POST', path: '/password/reset' },
    ]);
    renderAuthPages('/password/reset/good');
    fireEvent.change(await screen.findByLabelText(/^Новый пароль/, { selector: 'input' }), {
      target: { value: 's3cret!' },
    });
    fireEvent.change(field(/^Повторите пароль/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    fireEvent.change(field(/^Повторите пароль/), { target: { value: 's3cret!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText(/Войдите в личный кабинет с новым паролем/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(calls.map((c) => c.body)).toEqual([{ token: 'good' }, { token: 'good', password: 's3cret!' }]);
  });

  async function typeAndSave(password: string) {
    fireEvent.change(await screen.findByLabelText(/^Новый пароль/, { selector: 'input' }), {
      target: { value: password },
    });
    fireEvent.change(field(/^Повторите пароль/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
  }

  it("shows the platform's word on the password at its field, and keeps what was typed", async () => {
    fakeFetch([
      { method: 'POST', path: '/password/validate-token' },
      {
        method: 'POST',
        path: '/password/reset',
        status: 400,
        body: { message: 'invalid', errors: { '/password': 'Пароль не короче 8 символов' } },
      },
    ]);
    renderAuthPages('/password/reset/good');
    await typeAndSave('short');
    expect(await screen.findByText('Пароль не короче 8 символов')).toBeInTheDocument();
    expect(field(/^Новый пароль/)).toHaveValue('short');
    expect(screen.queryByText(/Попробуйте позже/)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/password/reset/good');
  });

  it('a link that expired while the form was open goes to sign-in with the expired-link message', async () => {
    fakeFetch([
      { method: 'POST', path: '/password/validate-token' },
      { method: 'POST', path: '/password/reset', status: 400, body: { message: 'expired' } },
    ]);
    renderAuthPages('/password/reset/good');
    await typeAndSave('s3cret-long');
    expect(await screen.findByText('Срок действия ссылки для восстановления пароля истек')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('a server failing on save asks to try later and keeps the form', async () => {
    fakeFetch([
      { method: 'POST', path: '/password/validate-token' },
      { method: 'POST', path: '/password/reset', status: 500, body: { message: 'boom' } },
    ]);
    renderAuthPages('/password/reset/good');
    await typeAndSave('s3cret-long');
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось изменить пароль. Попробуйте позже');
    expect(field(/^Новый пароль/)).toHaveValue('s3cret-long');
  });

  it('a check that could not be made is not an expired link: it says so and is tried again', async () => {
    const routes = [{ method: 'POST', path: '/password/validate-token', status: 503, body: { message: 'down' } }];
    const { calls } = fakeFetch(routes);
    renderAuthPages('/password/reset/good');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось проверить ссылку для восстановления пароля. Попробуйте позже',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/password/reset/good');
    routes[0].status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText(/^Новый пароль/, { selector: 'input' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
