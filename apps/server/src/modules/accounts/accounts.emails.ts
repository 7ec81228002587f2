import type { Locale } from '@konter/shared/i18n/locales';
import type { EmailPayload } from '../notifications/index.ts';

type Template = { subject: string; intro: string; action: string; outro: string };

const verify: Record<Locale, Template> = {
  id: {
    subject: 'Verifikasi email Anda di {brand}',
    intro: 'Halo {name}, terima kasih telah mendaftar di {brand}. Klik tautan berikut untuk memverifikasi email Anda:',
    action: 'Verifikasi email',
    outro: 'Tautan berlaku 24 jam. Abaikan email ini jika Anda tidak mendaftar.',
  },
  en: {
    subject: 'Verify your email at {brand}',
    intro: 'Hello {name}, thank you for registering at {brand}. Open this link to verify your email:',
    action: 'Verify email',
    outro: 'The link is valid for 24 hours. Ignore this email if you did not register.',
  },
  zh: {
    subject: '验证您在 {brand} 的邮箱',
    intro: '{name} 您好，感谢您注册 {brand}。请打开以下链接验证您的邮箱：',
    action: '验证邮箱',
    outro: '链接 24 小时内有效。如果您没有注册，请忽略此邮件。',
  },
};

const reset: Record<Locale, Template> = {
  id: {
    subject: 'Atur ulang password {brand}',
    intro: 'Halo {name}, kami menerima permintaan untuk mengatur ulang password Anda. Buka tautan berikut:',
    action: 'Atur ulang password',
    outro: 'Tautan berlaku 60 menit. Abaikan email ini jika Anda tidak memintanya; password Anda tidak berubah.',
  },
  en: {
    subject: 'Reset your {brand} password',
    intro: 'Hello {name}, we received a request to reset your password. Open this link:',
    action: 'Reset password',
    outro: 'The link is valid for 60 minutes. Ignore this email if you did not ask; your password stays the same.',
  },
  zh: {
    subject: '重置您的 {brand} 密码',
    intro: '{name} 您好，我们收到了重置您密码的请求。请打开以下链接：',
    action: '重置密码',
    outro: '链接 60 分钟内有效。如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(template: Template, to: string, values: Record<string, string>, link: string): EmailPayload {
  const subject = fill(template.subject, values);
  const intro = fill(template.intro, values);
  const outro = fill(template.outro, values);
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p>`,
  };
}

export function verificationEmail(locale: Locale, to: string, values: { name: string; brand: string }, link: string) {
  return render(verify[locale], to, values, link);
}

export function resetEmail(locale: Locale, to: string, values: { name: string; brand: string }, link: string) {
  return render(reset[locale], to, values, link);
}

const otpText: Record<Locale, string> = {
  id: '{code} adalah kode verifikasi {brand} Anda. Berlaku 60 detik. Jangan berikan kode ini kepada siapa pun.',
  en: '{code} is your {brand} verification code. Valid for 60 seconds. Do not share this code with anyone.',
  zh: '{code} 是您的 {brand} 验证码，60 秒内有效。请勿将此验证码告诉任何人。',
};

export function otpMessage(locale: Locale, values: { code: string; brand: string }): string {
  return fill(otpText[locale], values);
}
