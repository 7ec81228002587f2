import type { Locale } from '@konter/shared/i18n/locales';
import { renderNotificationText } from '@konter/shared/i18n/notification-texts';

/** The lines around a notification's text in an e-mail or WhatsApp message, per language. */
const frame: Record<Locale, { open: string; why: string; whatsappOff: string }> = {
  id: {
    open: 'Lihat detail: {url}',
    why: 'Email ini dikirim karena notifikasi email aktif di akun {brand} Anda. Atur di Akun › Tampilan.',
    whatsappOff: 'Atur pesan WhatsApp di Akun › Tampilan.',
  },
  en: {
    open: 'See the details: {url}',
    why: 'You receive this e-mail because e-mail notifications are on for your {brand} account. Change it under Account › Display.',
    whatsappOff: 'Choose your WhatsApp messages under Account › Display.',
  },
  zh: {
    open: '查看详情：{url}',
    why: '您收到此邮件是因为您的 {brand} 账户开启了邮件通知。可在 账户 › 显示 中更改。',
    whatsappOff: '可在 账户 › 显示 中设置 WhatsApp 消息。',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A notification as an e-mail (subject, text and HTML) and as a WhatsApp text, in the tenant's language, with the
 * same title and text as the inbox and push (the shared catalogue) and an absolute link to the thing it is about.
 */
export function channelMessages(
  locale: Locale,
  notification: { type: string; params: Record<string, string | number>; link: string | null },
  tenant: { brandName: string; host: string | null },
) {
  const { title, body } = renderNotificationText(locale, notification.type, notification.params);
  const words = frame[locale];
  const url = notification.link && tenant.host ? `https://${tenant.host}${notification.link}` : null;
  const openLine = url ? fill(words.open, { url }) : null;
  const why = fill(words.why, { brand: tenant.brandName });
  const subject = `${title} · ${tenant.brandName}`;
  const text = [body, openLine, '', why].filter((line) => line !== null).join('\n');
  const html =
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>` +
    (url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(openLine ?? url)}</a></p>` : '') +
    `<p style="color:#64748b;font-size:12px">${escapeHtml(why)}</p></body></html>`;
  const whatsapp = [`*${tenant.brandName}* · ${title}`, body, openLine, words.whatsappOff]
    .filter((line) => line !== null)
    .join('\n');
  return { subject, text, html, whatsapp };
}
