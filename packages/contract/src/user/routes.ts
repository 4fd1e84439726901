import { z } from 'zod';
import { ZLanguageSchema } from '../languages.js';
import { defineRoute } from '../route.js';
import {
  ZColorSchemeSchema,
  ZEmailSchema,
  ZNewPasswordSchema,
  ZNicknameSchema,
  ZPasswordSchema,
  ZTimeZoneSchema,
  ZTokenSchema,
} from './fields.js';
import { ZUserInfoSchema } from './user-info.js';

const ZOkSchema = z.object({ ok: z.literal(true) });

export const ZCreateTempUserRequestSchema = z.object({
  /** SHA-256 (hex) of the browser's characteristics. Public: it finds a temp user only with `device_secret`. */
  fingerprint: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
  /**
   * 256 random bits (base64url, 43 characters) the device made once and keeps beside its token:
   * the same fingerprint and secret get the same temp user back; without one, a new temp user.
   */
  device_secret: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  language: ZLanguageSchema.catch('en'),
  timezone: ZTimeZoneSchema.catch('UTC'),
});
export type TCreateTempUserRequest = z.input<typeof ZCreateTempUserRequestSchema>;

/** Adds "the new passwords you entered do not match" when a confirmation is given and differs. */
function confirmationMatches(password: string | undefined, confirmation: string | undefined): boolean {
  return confirmation === undefined || password === confirmation;
}

export const ZRegisterRequestSchema = z
  .object({
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    confirm_password: z.string().optional(),
    nickname: ZNicknameSchema,
    terms_accepted: z.boolean({ error: 'terms_required' }).refine((accepted) => accepted, { error: 'terms_required' }),
    language: ZLanguageSchema.optional(),
    timezone: ZTimeZoneSchema.optional(),
  })
  .refine((body) => confirmationMatches(body.password, body.confirm_password), {
    error: 'passwords_mismatch',
    path: ['confirm_password'],
  });
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

export const ZLoginRequestSchema = z.object({ email: ZEmailSchema, password: ZPasswordSchema });
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZUpdateSettingRequestSchema = z
  .object({
    /** Present only to be refused: the email cannot change after registration. */
    email: z.unknown().optional(),
    nickname: ZNicknameSchema.optional(),
    language: ZLanguageSchema.optional(),
    timezone: ZTimeZoneSchema.optional(),
    color_scheme: ZColorSchemeSchema.optional(),
    /** The current password; required with `new_password`. */
    password: z.string().max(128).optional(),
    new_password: ZNewPasswordSchema.optional(),
    confirm_new_password: z.string().optional(),
  })
  .superRefine((body, context) => {
    if (body.email !== undefined) {
      context.addIssue({ code: 'custom', message: 'email_immutable', path: ['email'] });
    }
    if (body.new_password !== undefined && !body.password) {
      context.addIssue({ code: 'custom', message: 'current_password_required', path: ['password'] });
    }
    if (!confirmationMatches(body.new_password, body.confirm_new_password)) {
      context.addIssue({ code: 'custom', message: 'passwords_mismatch', path: ['confirm_new_password'] });
    }
  });
export type TUpdateSettingRequest = z.input<typeof ZUpdateSettingRequestSchema>;

export const ZVerifyEmailRequestSchema = z.object({ token: ZTokenSchema });
export const ZForgotPasswordRequestSchema = z.object({ email: ZEmailSchema });
export const ZResetPasswordRequestSchema = z
  .object({ token: ZTokenSchema, new_password: ZNewPasswordSchema, confirm_new_password: z.string() })
  .refine((body) => body.new_password === body.confirm_new_password, {
    error: 'passwords_mismatch',
    path: ['confirm_new_password'],
  });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;

/** The account routes (catalogue areas `user` and `temp_user`). @public */
export const userRoutes = {
  createTempUser: defineRoute({
    method: 'POST',
    path: '/v1/temp_user/create',
    summary:
      'Create a temporary user, or find the one of this session or of this fingerprint and device secret; the token is in the Authorization header',
    access: 'public',
    input: ZCreateTempUserRequestSchema,
    output: ZUserInfoSchema,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/user/register',
    summary: 'Register; from a temporary session the temporary user becomes the account and keeps its data',
    access: 'public',
    input: ZRegisterRequestSchema,
    output: ZUserInfoSchema,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/v1/user/login',
    summary: 'Sign in; the token is in the Authorization header',
    access: 'public',
    input: ZLoginRequestSchema,
    output: ZUserInfoSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/v1/user/logout',
    summary: 'Revoke the current session token',
    access: 'user',
    input: z.object({}),
    output: ZOkSchema,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/v1/user/info',
    summary: 'The signed-in user',
    access: 'user',
    input: z.object({}),
    output: ZUserInfoSchema,
  }),
  setting: defineRoute({
    method: 'POST',
    path: '/v1/user/setting',
    summary: 'Change nickname, language, time zone, color scheme or password (needs the current one)',
    access: 'user',
    input: ZUpdateSettingRequestSchema,
    output: ZUserInfoSchema,
  }),
  sendVerificationEmail: defineRoute({
    method: 'POST',
    path: '/v1/user/send_verification_email',
    summary: 'Mail a new single-use email verification link',
    access: 'full_account',
    input: z.object({}),
    output: ZOkSchema,
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/v1/user/verify_email',
    summary: 'Verify the email address with the token from the link',
    access: 'public',
    input: ZVerifyEmailRequestSchema,
    output: ZOkSchema,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/v1/user/forgot_password',
    summary: 'Mail a single-use password reset link (answers the same whether or not the email exists)',
    access: 'public',
    input: ZForgotPasswordRequestSchema,
    output: ZOkSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/v1/user/reset_password',
    summary: 'Set a new password with the token from the link; signs out every session',
    access: 'public',
    input: ZResetPasswordRequestSchema,
    output: ZOkSchema,
  }),
};
