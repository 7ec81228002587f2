import { Invoice as InvoiceApi } from 'xendit-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { chargeRequests, expectExpiryOnTheAppClock, postSimulatorAction } from '../payments/gateway-test-helpers.ts';
import { recordingTransport, startWebhookReceiver, type WebhookReceiver } from '../simulators/webhook-receiver.ts';
import { createXenditGateway, XenditGatewayError, type XenditGateway } from './xendit.adapter.ts';
import { XenditSimulator } from './xendit.simulator.ts';

let simulator: XenditSimulator;
let receiver: WebhookReceiver<unknown>;
let gateway: XenditGateway;

const clock = new FakeClock(testClockStart);
const chargeRequest = chargeRequests(
  {
    prefix: 'DEPXN',
    amount: 54_440,
    method: 'bca',
    customer: { name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890' },
    expiresInMs: 2 * 60 * 60_000,
  },
  clock,
);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  simulator = new XenditSimulator({ clock, retry: { attempts: 3, delayMs: 20, timeoutMs: 2_000 } });
  await simulator.start();
  simulator.setCallbackUrl(`${receiver.base}/api/v1/webhooks/xendit`);
  gateway = createXenditGateway(simulator.gatewayConfig(), clock);
});

afterAll(async () => {
  await simulator.stop();
  await receiver.close();
});

beforeEach(() => receiver.reset());

const postAction = (id: string, action: string, body?: object, accept?: string) =>
  postSimulatorAction(`${simulator.baseUrl}/simulator/xendit/${id}/${action}`, body, accept);

describe('Xendit invoices through the official SDK', () => {
  it('[DEP-07] creates an invoice, pays it and verifies the callback token', async () => {
    const request = chargeRequest();
    const charge = await gateway.createCharge(request);
    expect(charge.paymentUrl).toBe(`${simulator.baseUrl}/web/${charge.providerRef}`);
    const stored = simulator.invoice(charge.providerRef);
    expect(stored).toMatchObject({
      externalId: request.reference,
      amount: 54_440,
      status: 'PENDING',
      paymentMethods: ['BCA'],
      payerEmail: 'budi@example.com',
      successRedirectUrl: request.returnUrls.finish,
      failureRedirectUrl: request.returnUrls.error,
      customer: { given_names: 'Budi Santoso', email: 'budi@example.com', mobile_number: '+6281234567890' },
    });
    // invoice_duration is whole seconds until the deposit's expiry.
    expect(Math.abs((stored?.expiryDate.getTime() ?? 0) - request.expiresAt.getTime())).toBeLessThan(2_000);

    expect(await gateway.fetchStatus(request.reference, charge.providerRef)).toEqual({
      reference: request.reference,
      status: 'pending',
      paidAmount: null,
      paidAt: null,
      paymentChannel: null,
    });

    const paid = await postAction(charge.providerRef, 'pay');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'PAID', redirect_url: request.returnUrls.finish });

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.path).toBe('/api/v1/webhooks/xendit');
    expect(delivery?.headers['x-callback-token']).toBe(simulator.callbackToken);
    expect(delivery?.body).toMatchObject({
      id: charge.providerRef,
      external_id: request.reference,
      status: 'PAID',
      paid_amount: 54_440,
      payment_method: 'BANK_TRANSFER',
      payment_channel: 'BCA',
    });
    const notification = gateway.verifyNotification(delivery?.headers ?? {}, delivery?.body);
    expect(notification).toMatchObject({
      reference: request.reference,
      status: 'paid',
      paidAmount: 54_440,
      paymentChannel: 'bca',
      deliveryId: `${charge.providerRef}:PAID`,
    });
    expect(notification?.paidAt).toBeInstanceOf(Date);

    expect(await gateway.fetchStatus(request.reference, charge.providerRef)).toMatchObject({
      status: 'paid',
      paidAmount: 54_440,
    });
  });

  it('[DEP-07] refuses a callback with a wrong, missing or repeated token header, and a malformed body', async () => {
    const request = chargeRequest({ method: 'qris', amount: 50_353 });
    const charge = await gateway.createCharge(request);
    await simulator.pay(charge.providerRef);
    const genuine = receiver.received[0];
    expect(gateway.verifyNotification(genuine?.headers ?? {}, genuine?.body)).toMatchObject({
      paymentChannel: 'qris',
    });

    await simulator.sendCallback(charge.providerRef, { forge: true });
    const forged = receiver.received.at(-1);
    expect(forged?.headers['x-callback-token']).not.toBe(simulator.callbackToken);
    expect(gateway.verifyNotification(forged?.headers ?? {}, forged?.body)).toBeNull();

    expect(gateway.verifyNotification({}, genuine?.body)).toBeNull();
    expect(gateway.verifyNotification({ 'x-callback-token': [simulator.callbackToken] }, genuine?.body)).toBeNull();
    const token = { 'X-Callback-Token': simulator.callbackToken };
    expect(gateway.verifyNotification(token, { ...(genuine?.body as object), amount: 50_353.5 })).toBeNull();
    expect(gateway.verifyNotification(token, { ...(genuine?.body as object), external_id: undefined })).toBeNull();
    expect(gateway.verifyNotification(token, '{')).toBeNull();
    expect(gateway.verifyNotification(token, JSON.stringify(genuine?.body))).toMatchObject({ status: 'paid' });
  });

  it('[DEP-07] a tampered paid amount is reported as received, for the deposit to compare with what it charged', async () => {
    // The callback token authenticates the sender, not the body: the amount is only trustworthy with the token.
    const request = chargeRequest();
    const charge = await gateway.createCharge(request);
    await simulator.pay(charge.providerRef);
    await simulator.sendCallback(charge.providerRef, { tamperAmount: 1_000 });
    const tampered = receiver.received.at(-1);
    expect(gateway.verifyNotification(tampered?.headers ?? {}, tampered?.body)).toMatchObject({ paidAmount: 1_000 });
    await simulator.sendCallback(charge.providerRef, { tamperAmount: 1_000, forge: true });
    const forged = receiver.received.at(-1);
    expect(gateway.verifyNotification(forged?.headers ?? {}, forged?.body)).toBeNull();
  });

  it('[DEP-07] PAID then SETTLED: both genuine payments of the invoice, each its own delivery', async () => {
    const request = chargeRequest({ method: 'qris' });
    const charge = await gateway.createCharge(request);
    await simulator.pay(charge.providerRef);
    await simulator.settle(charge.providerRef);
    const read = receiver.received.map(({ headers, body }) => gateway.verifyNotification(headers, body));
    expect(read.map((notification) => [notification?.status, notification?.deliveryId])).toEqual([
      ['paid', `${charge.providerRef}:PAID`],
      ['paid', `${charge.providerRef}:SETTLED`],
    ]);
  });

  it.each(['ewallet.capture', 'qr.payment', 'fixed_va.paid', 'fixed_va.created'] as const)(
    '[DEP-07] a genuine %s callback on the same URL is read as informational, never as a forgery or a payment',
    async (kind) => {
      await simulator.sendProductCallback(kind, { referenceId: 'DEPXNOTHER0001', amount: 25_000 });
      const [delivery] = receiver.received;
      const notification = gateway.verifyNotification(delivery?.headers ?? {}, delivery?.body);
      expect(notification).toMatchObject({
        reference: 'DEPXNOTHER0001',
        status: 'pending',
        paidAmount: null,
        informational: kind,
      });
      // Retries of one callback share Xendit's webhook-id.
      expect(notification?.deliveryId).toBe(delivery?.headers['webhook-id']);
      expect(
        gateway.verifyNotification({ ...delivery?.headers, 'x-callback-token': 'guess' }, delivery?.body),
      ).toBeNull();
    },
  );

  it('[DEP-07] an invoice callback with a status the app does not know is informational', async () => {
    const request = chargeRequest();
    const charge = await gateway.createCharge(request);
    await simulator.pay(charge.providerRef);
    const [genuine] = receiver.received;
    const token = { 'x-callback-token': simulator.callbackToken };
    const unknown = gateway.verifyNotification(token, { ...(genuine?.body as object), status: 'REFUNDED' });
    expect(unknown).toMatchObject({ reference: request.reference, informational: 'invoice REFUNDED' });
  });

  it('[DEP-07] a replayed callback carries the same delivery id', async () => {
    const request = chargeRequest({ method: 'dana' });
    const charge = await gateway.createCharge(request);
    await simulator.pay(charge.providerRef);
    await simulator.sendCallback(charge.providerRef, { duplicate: true });
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map(({ headers, body }) => gateway.verifyNotification(headers, body)?.deliveryId);
    expect(ids).toEqual([`${charge.providerRef}:PAID`, `${charge.providerRef}:PAID`, `${charge.providerRef}:PAID`]);
  });

  it('[DEP-07] an expired invoice is reported expired and the browser goes to the failure URL', async () => {
    const request = chargeRequest({ method: 'ovo' });
    const charge = await gateway.createCharge(request);
    const response = await postAction(charge.providerRef, 'expire', {}, 'text/html');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(request.returnUrls.error);
    const notification = gateway.verifyNotification(receiver.received[0]?.headers ?? {}, receiver.received[0]?.body);
    expect(notification).toMatchObject({
      status: 'expired',
      paidAmount: null,
      deliveryId: `${charge.providerRef}:EXPIRED`,
    });
    expect(await gateway.fetchStatus(request.reference, charge.providerRef)).toMatchObject({ status: 'expired' });
    expect((await postAction(charge.providerRef, 'pay')).status).toBe(409);
  });

  it("[DEP-07] an unpaid invoice expires when the app's clock reaches its expiry, whatever the machine's date", async () => {
    const request = chargeRequest({ method: 'bni' });
    const charge = await gateway.createCharge(request);
    await expectExpiryOnTheAppClock({
      clock,
      gateway,
      request,
      providerRef: charge.providerRef,
      idle: () => simulator.idle(),
      received: () => receiver.received,
      pay: async () => (await postAction(charge.providerRef, 'pay')).status,
    });
  });

  it('[DEP-07] the SDK expires an invoice at the path it calls, and Xendit calls back', async () => {
    const request = chargeRequest();
    const charge = await gateway.createCharge(request);
    const sdk = new InvoiceApi({ secretKey: simulator.secretKey, xenditURL: simulator.baseUrl });
    const expired = await sdk.expireInvoice({ invoiceId: charge.providerRef });
    expect(expired.status).toBe('EXPIRED');
    expect(receiver.received.map((item) => (item.body as { status: string }).status)).toEqual(['EXPIRED']);
    const list = await sdk.getInvoices({ externalId: request.reference });
    expect(list.map((invoice) => invoice.id)).toEqual([charge.providerRef]);
  });

  it('[DEP-07] the invoice page shows the amount and its Pay button pays and returns to the merchant', async () => {
    const request = chargeRequest({ method: 'mandiri', amount: 1_004_440 });
    const charge = await gateway.createCharge(request);
    const page = await fetch(charge.paymentUrl);
    const html = await page.text();
    expect(html).toContain('Rp 1.004.440');
    expect(html).toContain(request.reference);
    expect(html).toContain('Mandiri Virtual Account');
    const response = await fetch(`${simulator.baseUrl}/simulator/xendit/${charge.providerRef}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'payment=MANDIRI',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(request.returnUrls.finish);
    expect(gateway.verifyNotification(receiver.received[0]?.headers ?? {}, receiver.received[0]?.body)).toMatchObject({
      status: 'paid',
      paymentChannel: 'mandiri',
    });
  });

  it('[DEP-07] allows one external_id on several invoices, as Xendit does', async () => {
    const request = chargeRequest();
    const first = await gateway.createCharge(request);
    const second = await gateway.createCharge(request);
    expect(second.providerRef).not.toBe(first.providerRef);
  });

  it('[DEP-07] retries a callback the app did not accept', async () => {
    const charge = await gateway.createCharge(chargeRequest());
    receiver.statuses.push(500);
    const result = await simulator.pay(charge.providerRef);
    expect(result.delivery).toMatchObject({ attempt: 1, httpStatus: 500, ok: false });
    await simulator.idle();
    expect(receiver.received).toHaveLength(2);
    // Retries of one callback share Xendit's webhook-id.
    expect(receiver.received[0]?.headers['webhook-id']).toBe(receiver.received[1]?.headers['webhook-id']);
  });

  it('[DEP-07] delivers callbacks through a transport, for an app tested with inject', async () => {
    const { seen, transport } = recordingTransport();
    simulator.useTransport(transport);
    try {
      const charge = await gateway.createCharge(chargeRequest({ method: 'linkaja' }));
      await simulator.pay(charge.providerRef);
      expect(receiver.received).toHaveLength(0);
      expect(seen.map((item) => item.url)).toEqual([`${receiver.base}/api/v1/webhooks/xendit`]);
      expect(gateway.verifyNotification(seen[0]?.headers ?? {}, seen[0]?.body)).toMatchObject({
        status: 'paid',
        paymentChannel: 'linkaja',
      });
    } finally {
      simulator.useTransport(null);
    }
  });

  it('[DEP-07] a callback URL per external_id lets the app route by reference', async () => {
    simulator.setCallbackUrl((externalId) => `${receiver.base}/api/v1/webhooks/xendit/${externalId.slice(0, 5)}`);
    try {
      const charge = await gateway.createCharge(chargeRequest());
      await simulator.pay(charge.providerRef);
      expect(receiver.received.map((item) => item.path)).toEqual(['/api/v1/webhooks/xendit/DEPXN']);
    } finally {
      simulator.setCallbackUrl(`${receiver.base}/api/v1/webhooks/xendit`);
    }
  });

  it('[DEP-07] a wrong secret key is a typed unauthorized error', async () => {
    const wrong = createXenditGateway({ ...simulator.gatewayConfig(), secretKey: 'xnd_development_WRONG' }, clock);
    const created = await wrong.createCharge(chargeRequest()).catch((error: unknown) => error);
    expect(created).toBeInstanceOf(XenditGatewayError);
    expect(created).toMatchObject({
      provider: 'xendit',
      code: 'unauthorized',
      httpStatus: 401,
      providerCode: 'INVALID_API_KEY',
    });
    await expect(wrong.fetchStatus('DEPANY', 'abc')).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('[DEP-07] validation errors, unknown invoices and an unreachable Xendit are typed errors', async () => {
    await expect(gateway.createCharge(chargeRequest({ amount: 0 }))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(gateway.createCharge(chargeRequest({ method: 'gopay' }))).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(
      gateway.createCharge(chargeRequest({ customer: { name: 'X', email: 'no', phone: '0812' } })),
    ).rejects.toMatchObject({
      code: 'rejected',
      httpStatus: 400,
      providerCode: 'API_VALIDATION_ERROR',
    });
    await expect(gateway.fetchStatus('DEPANY', '0123456789abcdef01234567')).rejects.toMatchObject({
      code: 'not_found',
    });
    const down = createXenditGateway({ ...simulator.gatewayConfig(), baseUrl: 'http://127.0.0.1:9' }, clock);
    await expect(down.createCharge(chargeRequest())).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('[ADM-01] the cash balance is what the paid invoices brought in, and a wrong key is refused', async () => {
    const before = await gateway.balance();
    const charge = await gateway.createCharge(chargeRequest());
    await simulator.pay(charge.providerRef);
    await simulator.idle();
    expect(await gateway.balance()).toBe(before + 54_440);
    const wrong = createXenditGateway({ ...simulator.gatewayConfig(), secretKey: 'xnd_development_WRONG' }, clock);
    await expect(wrong.balance()).rejects.toMatchObject({ code: 'unauthorized', httpStatus: 401 });
  });

  it('[DEP-07] an invoice read back for another reference is refused', async () => {
    const charge = await gateway.createCharge(chargeRequest());
    await expect(gateway.fetchStatus('DEPSOMETHINGELSE', charge.providerRef)).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('[DEP-07] refunds a paid invoice through the Refunds API once per idempotency key; an unpaid one is rejected', async () => {
    const request = chargeRequest({ method: 'qris' });
    const charge = await gateway.createCharge(request);
    await simulator.pay(charge.providerRef);
    const refund = { reference: request.reference, providerRef: charge.providerRef, reason: 'Batal' };
    const made = await gateway.refund({ ...refund, amount: 10_000, key: 'refund-one' });
    expect(made).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfd-/) });
    expect(await gateway.refund({ ...refund, amount: 10_000, key: 'refund-one' })).toEqual(made);
    expect(simulator.invoice(charge.providerRef)?.refunds).toMatchObject([
      { amount: 10_000, idempotencyKey: 'refund-one', reason: 'CANCELLATION', referenceId: request.reference },
    ]);
    await expect(gateway.refund({ ...refund, amount: 1_000_000, key: 'refund-two' })).rejects.toMatchObject({
      provider: 'xendit',
      code: 'rejected',
      httpStatus: 400,
    });
    // Xendit calls back the refund's end with the payment's reference: read as the refund's outcome, kept apart.
    await simulator.idle();
    const callback = receiver.received.find((delivery) => JSON.stringify(delivery.body).includes('refund.succeeded'));
    expect(gateway.verifyNotification(callback?.headers ?? {}, callback?.body)).toMatchObject({
      reference: request.reference,
      informational: 'refund.succeeded',
      refundOutcome: { status: 'succeeded', refundId: made.providerRefundId, amount: 10_000 },
    });
    // A held refund that fails is called back as failed.
    simulator.holdRefunds(true);
    try {
      const held = await gateway.refund({ ...refund, amount: 5_000, key: 'refund-held' });
      expect(held.status).toBe('pending');
      receiver.reset();
      await simulator.completeRefund(held.providerRefundId, 'failed');
      await simulator.idle();
      const [failed] = receiver.received;
      expect(gateway.verifyNotification(failed?.headers ?? {}, failed?.body)).toMatchObject({
        refundOutcome: { status: 'failed', refundId: held.providerRefundId, amount: 5_000 },
      });
    } finally {
      simulator.holdRefunds(false);
    }
    const unpaid = await gateway.createCharge(chargeRequest({ method: 'qris' }));
    await expect(
      gateway.refund({ ...refund, providerRef: unpaid.providerRef, amount: 1_000, key: 'refund-three' }),
    ).rejects.toBeInstanceOf(XenditGatewayError);
  });
});
