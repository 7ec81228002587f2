import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationTextsId } from '@konter/shared/i18n/notification-texts';
import { id } from '../../locales/id.ts';
import { notificationText } from './message.ts';

/**
 * A `t` over the Indonesian catalogue, with the types' texts the inbox brings (notification-type-text.ts), and the
 * app's `{name}` interpolation.
 */
const catalogue: Record<string, string> = { ...id, ...notificationTextsId };
const t = ((key: string, params: Record<string, string> = {}) =>
  catalogue[key]?.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '') ?? key) as unknown as TFunction;

const base = { id: 'n1', kind: 'event' as const, link: null, read: false, created_at: '2026-11-22T03:00:00.000Z' };

describe('notification texts', () => {
  it('[NTF-01] a stored type and params read as a translated title and text, amounts in Rupiah', () => {
    const text = notificationText(t, {
      ...base,
      type: 'purchase.success',
      params: { product: 'Telkomsel 10.000', destination: '081298765432', amount: 10_100, ref: 'TRX1' },
    });
    expect(text.title).toBe('Transaksi berhasil');
    expect(text.body).toBe('Telkomsel 10.000 ke 081298765432 berhasil, Rp 10.100.');
  });

  it('[NTF-01] a type this app does not know yet reads as plain news for the account', () => {
    expect(notificationText(t, { ...base, type: 'voucher.gifted', params: {} })).toEqual({
      title: 'Notifikasi',
      body: 'Ada kabar baru untuk akun Anda.',
    });
  });
});
