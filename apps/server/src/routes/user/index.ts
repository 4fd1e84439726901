import { userRoutes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from '../../accounts/account-deps.js';
import { createTempUser } from '../../accounts/create-temp-user.js';
import { sendVerificationEmail, verifyEmail } from '../../accounts/email-verification.js';
import { loginUser } from '../../accounts/login-user.js';
import { requestPasswordReset, resetPassword } from '../../accounts/password-reset.js';
import { registerUser } from '../../accounts/register-user.js';
import { revokeSession } from '../../accounts/sessions.js';
import { updateSettings } from '../../accounts/update-settings.js';
import { toUserInfo } from '../../accounts/user-info.js';
import { clientAddressKey } from '../../plugins/client-address.js';
import { registerRoute, sendToken, sessionOf } from '../register-route.js';

/** The `temp_user` and `user` areas: thin handlers over the account operations. */
export function registerUserRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const ok = { ok: true } as const;

  registerRoute(app, userRoutes.createTempUser, async (input, request, reply) => {
    const { user, token } = await createTempUser(
      deps,
      {
        fingerprint: input.fingerprint,
        deviceSecret: input.device_secret,
        language: input.language,
        timezone: input.timezone,
      },
      request.session,
    );
    sendToken(reply, token);
    return toUserInfo(user);
  });

  registerRoute(app, userRoutes.register, async (input, request, reply) => {
    const { user, token } = await registerUser(deps, input, request.session);
    sendToken(reply, token);
    return toUserInfo(user);
  });

  registerRoute(app, userRoutes.login, async (input, request, reply) => {
    const { user, token } = await loginUser(deps, input, clientAddressKey(request.ip));
    sendToken(reply, token);
    return toUserInfo(user);
  });

  registerRoute(app, userRoutes.logout, async (_input, request) => {
    await revokeSession(deps.db, sessionOf(request).id, deps.now());
    return ok;
  });

  registerRoute(app, userRoutes.info, async (_input, request) => toUserInfo(sessionOf(request).user));

  registerRoute(app, userRoutes.setting, async (input, request, reply) => {
    const { user, token } = await updateSettings(deps, sessionOf(request), {
      nickname: input.nickname,
      language: input.language,
      timezone: input.timezone,
      colorScheme: input.color_scheme,
      currentPassword: input.password,
      newPassword: input.new_password,
    });
    if (token) sendToken(reply, token);
    return toUserInfo(user);
  });

  registerRoute(app, userRoutes.sendVerificationEmail, async (_input, request) => {
    await sendVerificationEmail(deps, sessionOf(request).user);
    return ok;
  });

  registerRoute(app, userRoutes.verifyEmail, async (input) => {
    await verifyEmail(deps, input.token);
    return ok;
  });

  registerRoute(app, userRoutes.forgotPassword, async (input) => {
    await requestPasswordReset(deps, input.email);
    return ok;
  });

  registerRoute(app, userRoutes.resetPassword, async (input) => {
    await resetPassword(deps, { token: input.token, newPassword: input.new_password });
    return ok;
  });
}
