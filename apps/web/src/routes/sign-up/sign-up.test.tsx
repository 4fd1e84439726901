import { userRoutes, VALIDATION_MESSAGES } from '@app/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, startLocalApiServer, type TLocalApiServer, wireUser } from '../../test/local-api-server';
import { renderApp } from '../../test/render-app';
import { SignUpScreen } from '.';

let server: TLocalApiServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

function fillAndSubmit(values: Record<string, string>): void {
  const form = screen.getByTestId('sign-up-form') as HTMLFormElement;
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
  }
  fireEvent.submit(form);
}

describe('sign-up form', () => {
  it('shows the password rule and the mismatch in English, next to their fields', () => {
    renderApp({ path: '/sign-up', language: 'en', element: <SignUpScreen /> });
    fillAndSubmit({ email: 'ada@example.com', nickname: 'Ada', password: 'short', confirm_password: 'other' });

    expect(screen.getByText(VALIDATION_MESSAGES.password_rule.en)).toBeTruthy();
    expect(screen.getByText('The new passwords you entered do not match.')).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.terms_required.en)).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
  });

  it('shows the same messages in Chinese, with a Chinese form', () => {
    renderApp({ path: '/sign-up', language: 'zh', element: <SignUpScreen /> });
    expect(screen.getByRole('heading', { name: '创建您的账户' })).toBeTruthy();
    fillAndSubmit({ email: 'not-an-email', nickname: 'Ada', password: 'short', confirm_password: 'other' });

    expect(screen.getByText('密码至少 8 个字符，须包含大写字母、小写字母、数字和特殊字符。')).toBeTruthy();
    expect(screen.getByText('您输入的新密码不一致。')).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.email_invalid.zh)).toBeTruthy();
  });

  it('clears a message once the field is fixed', () => {
    renderApp({ path: '/sign-up', language: 'en', element: <SignUpScreen /> });
    fillAndSubmit({ email: 'ada@example.com', nickname: 'Ada', password: 'Str0ng!pass', confirm_password: 'other' });
    expect(screen.getByText(VALIDATION_MESSAGES.passwords_mismatch.en)).toBeTruthy();

    const form = screen.getByTestId('sign-up-form');
    const confirm = form.querySelector('[name="confirm_password"]') as HTMLInputElement;
    fireEvent.change(confirm, { target: { value: 'Str0ng!pass' } });
    expect(screen.queryByText(VALIDATION_MESSAGES.passwords_mismatch.en)).toBeNull();
  });

  it('shows the server’s refusal of a common password next to the password field, in the user’s language', async () => {
    const message = VALIDATION_MESSAGES.password_weak.es;
    server = await startLocalApiServer((request) => {
      if (request.path === userRoutes.createTempUser.path) {
        return { headers: { Authorization: 'Bearer t-1' }, body: ok(wireUser({ language: 'es' })) };
      }
      return {
        status: 422,
        body: failure(422, 'VALIDATION_FAILED', `Algunos campos no son válidos: password: ${message}`, [
          { path: 'password', message },
        ]),
      };
    });
    renderApp({ path: '/sign-up', language: 'es', baseUrl: server.url, element: <SignUpScreen /> });
    fireEvent.click(screen.getByTestId('sign-up-form').querySelector('[name="terms_accepted"]') as HTMLInputElement);
    // The contract's character-class rule passes: only the server knows the password is common.
    fillAndSubmit({ email: 'ada@example.com', nickname: 'Ada', password: 'Passw0rd!', confirm_password: 'Passw0rd!' });

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
  });

  it('names every input with its wire field name and submits with a submit button', () => {
    renderApp({ path: '/sign-up', element: <SignUpScreen /> });
    const form = screen.getByTestId('sign-up-form') as HTMLFormElement;
    const names = Array.from(form.elements, (element) => (element as HTMLInputElement).name).filter(Boolean);
    expect(names).toEqual(['email', 'nickname', 'password', 'confirm_password', 'terms_accepted']);
    expect(form.querySelector('button[type="submit"]')).toBeTruthy();
  });
});
