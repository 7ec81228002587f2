import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNotificationPaths, pushPaths, whatsappTypes } from '@konter/shared/contracts/notifications';
import { receiptResponseSchema, transactionPaths } from '@konter/shared/contracts/transactions';
import { formatRupiah } from '@konter/shared/money';
import { jakartaDateTime } from '@konter/shared/time/jakarta';
import { accounts } from '../../db/schema/accounts.ts';
import { buyer, dispatch, purchase, type Buyer } from '../../test/purchase-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { notifyChannelsJob, sendEmailJob, sendWhatsAppJob } from './notifications.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const channelJobs = [notifyChannelsJob.name, sendEmailJob.name, sendWhatsAppJob.name];

async function buyAndNotify(who: Buyer, destination: string): Promise<string> {
  const bought = await purchase(who, { product_code: 'tsel10', destination });
  expect(bought.statusCode, bought.body).toBe(200);
  const refId = bought.json().data.ref_id as string;
  await dispatch(ctx, who, refId);
  await ctx.queue.drain();
  return refId;
}

const emailOf = (who: Buyer) => `buyer${who.phone}@example.com`;

async function setAccount(who: Buyer, values: Partial<typeof accounts.$inferInsert>) {
  await ctx.database.withTenant(who.tenantId, (tx) =>
    tx
      .update(accounts)
      .set(values)
      .where(and(eq(accounts.tenantId, who.tenantId), eq(accounts.id, who.accountId))),
  );
}

describe('e-mail and WhatsApp copies of a notification', () => {
  it('[ACC-04] with email_notification on, a settled purchase is e-mailed: the inbox title and text, the receipt link, in the tenant language', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    const refId = await buyAndNotify(who, '081298765440');
    await ctx.queue.drain(channelJobs);
    const [mail, ...more] = ctx.simulators.smtp.to(emailOf(who));
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Transaksi berhasil · /);
    expect(mail?.text).toContain('081298765440');
    expect(mail?.text).toMatch(new RegExp(`https://[^\\s]+/receipt/prabayar/${refId}`));
    expect(mail?.html).toContain(`/receipt/prabayar/${refId}`);
    // Worked again (at least once), nothing new is sent.
    await ctx.queue.drain();
    await ctx.queue.drain(channelJobs);
    expect(ctx.simulators.smtp.to(emailOf(who))).toHaveLength(1);
    // WhatsApp is off until the account switches a type on.
    expect(ctx.simulators.whatsapp.to(who.phone)).toEqual([]);
  });

  it("[NTF-01][RCP-01] the purchase e-mail carries the receipt page's data: ref, date, product, destination, SN, price, fee, total, status and the shop", async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    await who.browser.post(transactionPaths.receiptSettings, { shop_name: 'Konter Berkah Jaya' });
    const refId = await buyAndNotify(who, '081298765446');
    await ctx.queue.drain(channelJobs);
    const [mail] = ctx.simulators.smtp.to(emailOf(who));
    const receipt = receiptResponseSchema.parse((await who.browser.get(transactionPaths.receipt(refId))).json()).data;
    const trx = receipt.transaction;
    expect(trx.serial_number).toBeTruthy();
    const expected = [
      `No. Ref: ${refId}`,
      `Tanggal: ${jakartaDateTime(new Date(trx.created_at))} WIB`,
      `Produk: ${trx.product_name}`,
      'No. Pelanggan: 081298765446',
      `SN: ${trx.serial_number}`,
      `Harga: ${formatRupiah(trx.selling_price)}`,
      `Biaya layanan: ${formatRupiah(0)}`,
      `Total: ${formatRupiah(receipt.total)}`,
      `Harga beli (saldo deposit): ${formatRupiah(trx.price)}`,
      'Status bayar: Lunas',
      `Toko: Konter Berkah Jaya, ${who.phone}`,
    ];
    for (const line of expected) expect(mail?.text).toContain(line);
    // The HTML part has the same lines as a table, escaped.
    expect(mail?.html).toContain(`<td style="padding:2px 0">${refId}</td>`);
    expect(mail?.html).toContain('Konter Berkah Jaya');
    // A failed purchase's e-mail has no receipt (nothing was sold), only what happened.
    const failed = await buyer(ctx);
    const bought = await purchase(failed, { product_code: 'xld10', destination: '087800001232' });
    await dispatch(ctx, failed, bought.json().data.ref_id as string);
    await ctx.queue.drain();
    await ctx.queue.drain(channelJobs);
    const [failure] = ctx.simulators.smtp.to(emailOf(failed));
    expect(failure?.subject).toMatch(/^Transaksi gagal · /);
    expect(failure?.text).not.toContain('No. Ref:');
  });

  it('[ACC-04] no e-mail with email_notification off, or for a type the account switched off', async () => {
    ctx.clock.set(testClockStart);
    const off = await buyer(ctx);
    await setAccount(off, { emailNotification: false });
    await buyAndNotify(off, '081298765441');
    await ctx.queue.drain(channelJobs);
    expect(ctx.simulators.smtp.to(emailOf(off))).toEqual([]);

    const choosy = await buyer(ctx);
    const saved = await choosy.browser.post(pushPaths.settings, { email_off: ['purchase.success'] });
    expect(saved.json().data).toEqual({
      push_off: [],
      email_off: ['purchase.success'],
      whatsapp_on: [],
      whatsapp_types: expect.arrayContaining([...whatsappTypes]),
    });
    await buyAndNotify(choosy, '081298765442');
    await ctx.queue.drain(channelJobs);
    expect(ctx.simulators.smtp.to(emailOf(choosy))).toEqual([]);
    // The inbox still has it.
    expect((await choosy.browser.get('/api/v1/notification/today')).json().unread).toBe(1);
  });

  it('[NTF-01] WhatsApp goes to the verified phone for the types switched on, through the Cloud API', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    await who.browser.post(pushPaths.settings, { whatsapp_on: ['purchase.success'] });
    await buyAndNotify(who, '081298765443');
    await ctx.queue.drain(channelJobs);
    const [message] = ctx.simulators.whatsapp.to(who.phone);
    expect(message?.body).toMatch(/Transaksi berhasil/);
    expect(message?.body).toContain('081298765443');

    // An unverified phone gets none.
    const unverified = await buyer(ctx, { phoneVerified: false });
    await unverified.browser.post(pushPaths.settings, { whatsapp_on: ['purchase.success'] });
    await buyAndNotify(unverified, '081298765444');
    await ctx.queue.drain(channelJobs);
    expect(ctx.simulators.whatsapp.to(unverified.phone)).toEqual([]);
  });

  it('[NTF-01] a failing WhatsApp send is retried on its own: the e-mail and the inbox are not held up', async () => {
    ctx.clock.set(testClockStart);
    const who = await buyer(ctx);
    await who.browser.post(pushPaths.settings, { whatsapp_on: ['purchase.success'] });
    // The simulator refuses numbers ending in 9999 as undeliverable, as the Cloud API does an unreachable one.
    const undeliverable = `${who.phone.slice(0, -4)}9999`;
    await setAccount(who, { phone: undeliverable });
    await buyAndNotify(who, '081298765445');
    await expect(ctx.queue.drain(channelJobs)).rejects.toThrow(/Undeliverable/);
    expect(ctx.simulators.smtp.to(emailOf(who))).toHaveLength(1);
    expect((await who.browser.get('/api/v1/notification/today')).json().unread).toBe(1);
  });

  it('[NTF-01] WhatsApp goes only for the types the tenant switches on in the back office, as the approved template of each type', async () => {
    ctx.clock.set(testClockStart);
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const initial = await admin.browser.get(adminNotificationPaths.whatsapp);
    expect(initial.statusCode, initial.body).toBe(200);
    // Until the tenant chooses, every type may go (each account still picks its own).
    expect(initial.json().data).toEqual({ types: [...whatsappTypes], templates: {} });
    const member = await buyer(ctx, { deposit: 0 });
    expect((await member.browser.get(adminNotificationPaths.whatsapp)).statusCode).toBe(403);
    const bad = await admin.browser.post(adminNotificationPaths.whatsapp, {
      types: ['purchase.success'],
      templates: { 'purchase.success': 'Bukan Nama!' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['templates.purchase.success']);

    // An account that chose a type before the tenant switched it off.
    const failing = await buyer(ctx);
    await failing.browser.post(pushPaths.settings, { whatsapp_on: ['purchase.failed'] });
    try {
      const saved = await admin.browser.post(adminNotificationPaths.whatsapp, {
        types: ['purchase.success', 'deposit.credited'],
        templates: { 'purchase.success': 'konter_purchase_success', 'deposit.credited': '' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        data: {
          types: ['deposit.credited', 'purchase.success'],
          templates: { 'purchase.success': 'konter_purchase_success' },
        },
        message: 'Pengaturan WhatsApp disimpan.',
      });

      const who = await buyer(ctx);
      await who.browser.post(pushPaths.settings, { whatsapp_on: ['purchase.success'] });
      const refId = await buyAndNotify(who, '081298765447');
      await ctx.queue.drain(channelJobs);
      const [message, ...more] = ctx.simulators.whatsapp.to(who.phone);
      expect(more).toEqual([]);
      expect(message?.template).toEqual({
        name: 'konter_purchase_success',
        language: 'id',
        parameters: [
          expect.any(String),
          'Transaksi berhasil',
          expect.stringContaining('081298765447'),
          expect.stringMatching(new RegExp(`^https://[^\\s]+/receipt/prabayar/${refId}$`)),
        ],
      });

      // A type the tenant left off is not sent, though the account chose it before.
      const bought = await purchase(failing, { product_code: 'xld10', destination: '087800001232' });
      await dispatch(ctx, failing, bought.json().data.ref_id as string);
      await ctx.queue.drain();
      await ctx.queue.drain(channelJobs);
      expect(ctx.simulators.whatsapp.to(failing.phone)).toEqual([]);
      expect(
        (await failing.browser.get('/api/v1/notification/today')).json().data.map((n: { type: string }) => n.type),
      ).toEqual(['purchase.failed']);
    } finally {
      const restored = await admin.browser.post(adminNotificationPaths.whatsapp, {
        types: [...whatsappTypes],
        templates: {},
      });
      expect(restored.statusCode).toBe(200);
    }
  });
  it('[NTF-01] an account is offered WhatsApp only for the types its tenant sends by WhatsApp; switching on another is refused, translated', async () => {
    ctx.clock.set(testClockStart);
    const admin = await buyer(ctx, { role: 'admin', deposit: 0 });
    const who = await buyer(ctx, { deposit: 0 });
    // Until the tenant chooses, every type is offered; the account chooses two.
    const before = await who.browser.post(pushPaths.settings, { whatsapp_on: ['purchase.success', 'purchase.failed'] });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data.whatsapp_on).toEqual(['purchase.failed', 'purchase.success']);
    expect([...before.json().data.whatsapp_types].sort()).toEqual([...whatsappTypes].sort());
    try {
      const chosen = await admin.browser.post(adminNotificationPaths.whatsapp, {
        types: ['purchase.success', 'deposit.credited'],
        templates: {},
      });
      expect(chosen.statusCode, chosen.body).toBe(200);

      // The type the tenant left off is neither offered nor counted as on.
      const offered = await who.browser.get(pushPaths.settings);
      expect(offered.json().data).toEqual({
        push_off: [],
        email_off: [],
        whatsapp_on: ['purchase.success'],
        whatsapp_types: ['deposit.credited', 'purchase.success'],
      });

      for (const [locale, text] of [
        ['id', 'Jenis notifikasi ini tidak dikirim lewat WhatsApp.'],
        ['en', 'This kind of notification is not sent by WhatsApp.'],
        ['zh', '此类通知不通过 WhatsApp 发送。'],
      ] as const) {
        who.browser.locale = locale;
        const refused = await who.browser.post(pushPaths.settings, {
          whatsapp_on: ['purchase.success', 'purchase.failed'],
        });
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().errors).toEqual({ whatsapp_on: [text] });
      }
      who.browser.locale = 'id';
      expect((await who.browser.get(pushPaths.settings)).json().data.whatsapp_on).toEqual(['purchase.success']);

      const saved = await who.browser.post(pushPaths.settings, {
        whatsapp_on: ['deposit.credited', 'purchase.success'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ whatsapp_on: ['deposit.credited', 'purchase.success'] });
    } finally {
      const restored = await admin.browser.post(adminNotificationPaths.whatsapp, {
        types: [...whatsappTypes],
        templates: {},
      });
      expect(restored.statusCode).toBe(200);
    }
  });
});
