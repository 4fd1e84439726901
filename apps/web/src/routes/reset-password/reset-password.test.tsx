import { userRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';
import { ResetPasswordScreen } from '.';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('reset-password form', () => {
  it('shows the server’s refusal of a common password next to the new password, in the user’s language', async () => {
    const message = VALIDATION_MESSAGES.password_weak['zh-TRADITIONAL'];
    server = await startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser()) };
      }
      return {
        status: 422,
        body: failure(422, 'VALIDATION_FAILED', `部分欄位無效：new_password: ${message}`, [
          { path: 'new_password', message },
        ]),
      };
    });
    const token = 'a'.repeat(43);
    const { container } = renderApp({
      path: `/reset-password?token=${token}`,
      language: 'zh-TRADITIONAL',
      baseUrl: server.url,
      element: <ResetPasswordScreen />,
    });
    const form = container.querySelector('form') as HTMLFormElement;
    for (const name of ['new_password', 'confirm_new_password']) {
      fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value: 'Passw0rd!' } });
    }
    fireEvent.submit(form);

    expect(await screen.findByText(message)).toBeTruthy();
    const field = form.querySelector('[name="new_password"]') as HTMLInputElement;
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
