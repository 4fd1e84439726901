import { z } from 'zod';
import { ZLanguageSchema } from '../languages.js';
import { ZColorSchemeSchema } from './fields.js';

/** The signed-in user as the API shows it. A temporary user has no email. @public */
export const ZUserInfoSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  nickname: z.string(),
  is_temp: z.boolean(),
  is_email_verified: z.boolean(),
  language: ZLanguageSchema,
  timezone: z.string(),
  color_scheme: ZColorSchemeSchema,
  created_at: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfoSchema>;
