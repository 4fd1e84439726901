import { formatMessage, type TLanguage } from '@app/contract';
import type { MailMessage } from './mailer.js';

type Template = { subject: string; text: string };

/** Account emails in every UI language; `{{link}}` is the single-use link, `{{hours}}` its lifetime. */
const TEMPLATES: Record<'verify_email' | 'reset_password', Record<TLanguage, Template>> = {
  verify_email: {
    en: {
      subject: 'Verify your email for Intrinsic',
      text: 'Welcome to Intrinsic.\n\nOpen this link to verify your email address:\n{{link}}\n\nThe link works once and expires in {{hours}} hours. If you did not create an account, ignore this email.',
    },
    es: {
      subject: 'Verifica tu correo electrónico en Intrinsic',
      text: 'Bienvenido a Intrinsic.\n\nAbre este enlace para verificar tu dirección de correo electrónico:\n{{link}}\n\nEl enlace funciona una sola vez y caduca en {{hours}} horas. Si no creaste una cuenta, ignora este correo.',
    },
    zh: {
      subject: '验证您在 Intrinsic 的邮箱',
      text: '欢迎使用 Intrinsic。\n\n请打开以下链接验证您的邮箱地址：\n{{link}}\n\n该链接仅可使用一次，{{hours}} 小时后失效。如果您没有创建账户，请忽略此邮件。',
    },
    'zh-TRADITIONAL': {
      subject: '驗證您在 Intrinsic 的電子郵件',
      text: '歡迎使用 Intrinsic。\n\n請開啟以下連結驗證您的電子郵件地址：\n{{link}}\n\n此連結僅能使用一次，{{hours}} 小時後失效。如果您沒有建立帳戶，請忽略此郵件。',
    },
    id: {
      subject: 'Verifikasi email Anda untuk Intrinsic',
      text: 'Selamat datang di Intrinsic.\n\nBuka tautan ini untuk memverifikasi alamat email Anda:\n{{link}}\n\nTautan hanya berlaku sekali dan kedaluwarsa dalam {{hours}} jam. Jika Anda tidak membuat akun, abaikan email ini.',
    },
  },
  reset_password: {
    en: {
      subject: 'Reset your Intrinsic password',
      text: 'Someone asked to reset the password of your Intrinsic account.\n\nOpen this link to choose a new password:\n{{link}}\n\nThe link works once and expires in {{hours}} hour. If it was not you, ignore this email: your password stays as it is.',
    },
    es: {
      subject: 'Restablece tu contraseña de Intrinsic',
      text: 'Alguien solicitó restablecer la contraseña de tu cuenta de Intrinsic.\n\nAbre este enlace para elegir una nueva contraseña:\n{{link}}\n\nEl enlace funciona una sola vez y caduca en {{hours}} hora. Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
    },
    zh: {
      subject: '重置您的 Intrinsic 密码',
      text: '有人请求重置您的 Intrinsic 账户密码。\n\n请打开以下链接设置新密码：\n{{link}}\n\n该链接仅可使用一次，{{hours}} 小时后失效。如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
    },
    'zh-TRADITIONAL': {
      subject: '重設您的 Intrinsic 密碼',
      text: '有人要求重設您的 Intrinsic 帳戶密碼。\n\n請開啟以下連結設定新密碼：\n{{link}}\n\n此連結僅能使用一次，{{hours}} 小時後失效。如果不是您本人操作，請忽略此郵件，您的密碼不會變更。',
    },
    id: {
      subject: 'Atur ulang kata sandi Intrinsic Anda',
      text: 'Seseorang meminta untuk mengatur ulang kata sandi akun Intrinsic Anda.\n\nBuka tautan ini untuk memilih kata sandi baru:\n{{link}}\n\nTautan hanya berlaku sekali dan kedaluwarsa dalam {{hours}} jam. Jika itu bukan Anda, abaikan email ini: kata sandi Anda tetap sama.',
    },
  },
};

const LINK_PATHS = { verify_email: '/verify-email', reset_password: '/reset-password' } as const;
const LIFETIME_HOURS = { verify_email: 24, reset_password: 1 } as const;

/** The email carrying a single-use link to the web app, in the recipient's language. */
export function accountEmail(
  purpose: keyof typeof TEMPLATES,
  options: { to: string; language: TLanguage; token: string; publicUrl: string },
): MailMessage {
  const template = TEMPLATES[purpose][options.language];
  const link = `${options.publicUrl}${LINK_PATHS[purpose]}?token=${encodeURIComponent(options.token)}`;
  return {
    to: options.to,
    subject: template.subject,
    text: formatMessage(template.text, { link, hours: LIFETIME_HOURS[purpose] }),
    purpose,
  };
}
