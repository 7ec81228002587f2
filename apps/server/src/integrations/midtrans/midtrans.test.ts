import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jakartaDateTime } from '@konter/shared/time/jakarta';
import { FakeClock } from '../../platform/clock.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { chargeRequests, expectExpiryOnTheAppClock, postSimulatorAction } from '../payments/gateway-test-helpers.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { recordingTransport, startWebhookReceiver, type WebhookReceiver } from '../simulators/webhook-receiver.ts';
import {
  createMidtransGateway,
  MidtransGatewayError,
  midtransSignatureKey,
  parseMidtransAmount,
} from './midtrans.adapter.ts';
import { MidtransSimulator } from './midtrans.simulator.ts';

let simulator: MidtransSimulator;
let receiver: WebhookReceiver<unknown>;
let gateway: PaymentGateway;

const clock = new FakeClock(testClockStart);
const chargeRequest = chargeRequests(
  {
    prefix: 'DEPMT',
    amount: 50_000,
    method: 'bca_va',
    customer: { name: 'Siti Aminah', email: 'siti@example.com', phone: '081234567890' },
    expiresInMs: 60 * 60_000,
  },
  clock,
);

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  simulator = new MidtransSimulator({ clock, retry: { attempts: 3, delayMs: 20, timeoutMs: 2_000 } });
  await simulator.start();
  simulator.setNotificationUrl(`${receiver.base}/api/v1/webhooks/midtrans`);
  gateway = createMidtransGateway(simulator.gatewayConfig(), clock);
});

afterAll(async () => {
  await simulator.stop();
  await receiver.close();
});

beforeEach(() => receiver.reset());

const postAction = (orderId: string, action: string, body?: object, accept?: string) =>
  postSimulatorAction(`${simulator.baseUrl}/simulator/midtrans/${orderId}/${action}`, body, accept);

describe('Midtrans Snap through the official client', () => {
  it('[DEP-07] creates a Snap charge, pays it and verifies the signed notification', async () => {
    const request = chargeRequest();
    const charge = await gateway.createCharge(request);
    expect(charge.paymentUrl).toBe(`${simulator.baseUrl}/snap/v4/redirection/${charge.providerRef}`);

    const stored = simulator.transaction(request.reference);
    expect(stored).toMatchObject({ grossAmount: 50_000, status: 'pending', enabledPayments: ['bca_va'] });
    expect(stored?.finishUrl).toBe(request.returnUrls.finish);
    // The Snap expiry ends exactly at the deposit's expiry.
    expect(jakartaDateTime(stored?.expiresAt ?? new Date(0))).toBe(jakartaDateTime(request.expiresAt));

    const pending = await gateway.fetchStatus(request.reference, charge.providerRef);
    expect(pending).toEqual({
      reference: request.reference,
      status: 'pending',
      paidAmount: null,
      paidAt: null,
      paymentChannel: 'bca_va',
    });

    const paid = await postAction(request.reference, 'pay');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      transaction_status: 'settlement',
      redirect_url: expect.stringContaining('/midtrans/finish?order_id='),
    });

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.path).toBe('/api/v1/webhooks/midtrans');
    expect(delivery?.body).toMatchObject({ order_id: request.reference, gross_amount: '50000.00', status_code: '200' });
    const notification = gateway.verifyNotification(delivery?.headers ?? {}, delivery?.body);
    expect(notification).toMatchObject({
      reference: request.reference,
      status: 'paid',
      paidAmount: 50_000,
      paymentChannel: 'bca_va',
    });
    expect(notification?.paidAt).toBeInstanceOf(Date);
    expect(notification?.deliveryId).toMatch(new RegExp(`^${request.reference}:settlement:[0-9a-f-]{36}$`));

    const settled = await gateway.fetchStatus(request.reference, charge.providerRef);
    expect(settled).toMatchObject({ status: 'paid', paidAmount: 50_000, paymentChannel: 'bca_va' });
  });

  it('[DEP-07] a card payment captured with fraud status accept counts as paid', async () => {
    const request = chargeRequest({ method: 'creditcard', amount: 102_200 });
    await gateway.createCharge(request);
    await simulator.pay(request.reference);
    const notification = gateway.verifyNotification({}, receiver.received[0]?.body);
    expect(notification).toMatchObject({ status: 'paid', paidAmount: 102_200, paymentChannel: 'creditcard' });
    expect(notification?.deliveryId.startsWith(`${request.reference}:capture:`)).toBe(true);
  });

  it('[DEP-07] refuses forged, tampered and malformed notifications', async () => {
    const request = chargeRequest({ method: 'qris' });
    await gateway.createCharge(request);
    await simulator.pay(request.reference);
    receiver.received.length = 0;

    await simulator.sendNotification(request.reference, { forge: true });
    await simulator.sendNotification(request.reference, { tamperAmount: 5_000_000 });
    expect(receiver.received).toHaveLength(2);
    for (const { headers, body } of receiver.received) expect(gateway.verifyNotification(headers, body)).toBeNull();

    const genuine = receiver.received[0]?.body as Record<string, unknown>;
    expect(gateway.verifyNotification({}, { ...genuine, signature_key: undefined })).toBeNull();
    expect(gateway.verifyNotification({}, 'not json')).toBeNull();
    expect(gateway.verifyNotification({}, null)).toBeNull();

    // Correctly signed, but a fraction of a Rupiah is not an amount we accept.
    const fractional = {
      ...genuine,
      gross_amount: '50000.50',
      status_code: '200',
      signature_key: midtransSignatureKey(request.reference, '200', '50000.50', simulator.serverKey),
    };
    expect(gateway.verifyNotification({}, fractional)).toBeNull();

    // A gateway with another server key does not accept this merchant's notifications.
    const other = createMidtransGateway({ ...simulator.gatewayConfig(), serverKey: 'SB-Mid-server-OTHER' }, clock);
    await simulator.sendNotification(request.reference);
    expect(other.verifyNotification({}, receiver.received.at(-1)?.body)).toBeNull();
    expect(gateway.verifyNotification({}, JSON.stringify(receiver.received.at(-1)?.body))).toMatchObject({
      status: 'paid',
    });
  });

  it('[DEP-07] a genuine pending or denied notification rewritten to settlement is refused: its signed status_code is not 200', async () => {
    const request = chargeRequest({ method: 'gopay' });
    await gateway.createCharge(request);
    // The signature covers order_id, status_code and gross_amount, not transaction_status.
    await simulator.sendNotification(request.reference, { status: 'pending' });
    await simulator.sendNotification(request.reference, { status: 'deny' });
    await simulator.sendNotification(request.reference, { status: 'expire' });
    const [pending, denied, expired] = receiver.received.map(({ body }) => body as Record<string, unknown>);
    for (const genuine of [pending, denied, expired]) {
      expect(gateway.verifyNotification({}, genuine)).not.toBeNull();
      for (const claim of ['settlement', 'capture']) {
        expect(gateway.verifyNotification({}, { ...genuine, transaction_status: claim })).toBeNull();
      }
    }
  });

  it('[DEP-07] a signed refund, partial refund and chargeback are genuine: read with the running total taken back', async () => {
    const request = chargeRequest({ method: 'gopay', amount: 60_000 });
    await gateway.createCharge(request);
    await simulator.pay(request.reference);
    await simulator.refund(request.reference, 10_000);
    await simulator.refund(request.reference, 15_000);
    await simulator.chargeback(request.reference);
    const [, first, second, chargeback] = receiver.received.map(({ headers, body }) => ({ headers, body }));
    expect(first?.body).toMatchObject({
      transaction_status: 'partial_refund',
      status_code: '200',
      gross_amount: '60000.00',
      refund_amount: '10000.00',
      refunds: [expect.objectContaining({ refund_amount: '10000.00', refund_chargeback_id: expect.any(Number) })],
    });
    const read = [first, second, chargeback].map((delivery) =>
      gateway.verifyNotification(delivery?.headers ?? {}, delivery?.body),
    );
    expect(read.map((notification) => notification?.reversal)).toEqual([
      { kind: 'refund', total: 10_000 },
      { kind: 'refund', total: 25_000 },
      { kind: 'chargeback', total: 60_000 },
    ]);
    expect(read[0]).toMatchObject({ reference: request.reference, status: 'paid', paidAmount: 60_000 });
    expect(read[0]?.paidAt).toBeInstanceOf(Date);
    // Two partial refunds share order, status and transaction id: their totals keep them apart in the inbox.
    expect(new Set(read.map((notification) => notification?.deliveryId)).size).toBe(3);
    expect(simulator.transaction(request.reference)?.status).toBe('chargeback');
    // The status API says the transaction was paid (the reversal itself comes by notification).
    expect(await gateway.fetchStatus(request.reference, '')).toMatchObject({ status: 'paid', paidAmount: 60_000 });
  });

  it('[DEP-07] a full refund without a refunds list is the gross amount; refunds are not forgeable from other notifications', async () => {
    const request = chargeRequest({ method: 'qris', amount: 40_000 });
    await gateway.createCharge(request);
    await simulator.sendNotification(request.reference, { status: 'pending' });
    await simulator.pay(request.reference);
    await simulator.refund(request.reference);
    const [pending, paid, refunded] = receiver.received.map(({ body }) => body as Record<string, unknown>);
    const bare = { ...refunded, refunds: undefined, refund_amount: undefined };
    expect(gateway.verifyNotification({}, bare)?.reversal).toEqual({ kind: 'refund', total: 40_000 });
    // The signature covers status_code, not transaction_status: a signed pending (201) rewritten to a refund is a
    // forgery; a signed payment (200) rewritten to a refund can only take back what was paid.
    expect(gateway.verifyNotification({}, { ...pending, transaction_status: 'refund' })).toBeNull();
    expect(
      gateway.verifyNotification({}, { ...paid, transaction_status: 'refund', refund_amount: '900000.00' })?.reversal,
    ).toEqual({ kind: 'refund', total: 40_000 });
    expect(gateway.verifyNotification({}, { ...refunded, signature_key: 'f'.repeat(128) })).toBeNull();
    // An amount that is not whole Rupiah is kept for a person, never acted on.
    const unreadable = gateway.verifyNotification({}, { ...refunded, refund_amount: '10.50' });
    expect(unreadable?.informational).toBe('refund without an amount');
    expect(unreadable?.reversal).toBeUndefined();
  });

  it('[DEP-07] a signed cancel after settlement and an unknown status are genuine, not forgeries', async () => {
    const request = chargeRequest({ method: 'creditcard', amount: 70_000 });
    await gateway.createCharge(request);
    await simulator.pay(request.reference);
    await simulator.cancel(request.reference);
    const [, cancelled] = receiver.received;
    expect(cancelled?.body).toMatchObject({ transaction_status: 'cancel', status_code: '200' });
    expect(gateway.verifyNotification({}, cancelled?.body)).toMatchObject({ status: 'failed' });
    const unknown = gateway.verifyNotification({}, { ...(cancelled?.body as object), transaction_status: 'paused' });
    expect(unknown).toMatchObject({ reference: request.reference, informational: 'transaction_status paused' });
  });

  it('[DEP-07] a replayed notification carries the same delivery id', async () => {
    const request = chargeRequest({ method: 'gopay' });
    await gateway.createCharge(request);
    await simulator.pay(request.reference);
    await simulator.sendNotification(request.reference, { duplicate: true });
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map(({ headers, body }) => gateway.verifyNotification(headers, body)?.deliveryId);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toContain(':settlement:');
  });

  it('[DEP-07] an expired payment is reported expired and the browser goes to the unfinish page', async () => {
    const request = chargeRequest({ method: 'alfamart' });
    const charge = await gateway.createCharge(request);
    const response = await postAction(request.reference, 'expire', {}, 'text/html');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/midtrans/unfinish');
    expect(location.searchParams.get('transaction_status')).toBe('expire');

    const notification = gateway.verifyNotification({}, receiver.received[0]?.body);
    expect(notification).toMatchObject({ status: 'expired', paidAmount: null, paymentChannel: 'alfamart' });
    expect(await gateway.fetchStatus(request.reference, charge.providerRef)).toMatchObject({ status: 'expired' });
  });

  it("[DEP-07] an unpaid transaction expires when the app's clock reaches its expiry, whatever the machine's date", async () => {
    const request = chargeRequest({ method: 'bni_va' });
    const charge = await gateway.createCharge(request);
    await expectExpiryOnTheAppClock({
      clock,
      gateway,
      request,
      providerRef: charge.providerRef,
      idle: () => simulator.idle(),
      received: () => receiver.received,
      pay: async () => (await postAction(request.reference, 'pay')).status,
    });
  });

  it('[DEP-07] a failed payment is reported failed and the browser goes to the error page', async () => {
    const request = chargeRequest({ method: 'dana' });
    const charge = await gateway.createCharge(request);
    const response = await postAction(request.reference, 'fail', {}, 'text/html');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/midtrans/error');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      order_id: request.reference,
      status_code: '202',
      transaction_status: 'deny',
    });
    expect(gateway.verifyNotification({}, receiver.received[0]?.body)).toMatchObject({ status: 'failed' });
    expect(await gateway.fetchStatus(request.reference, charge.providerRef)).toMatchObject({ status: 'failed' });

    // Only a pending payment can change.
    expect((await postAction(request.reference, 'pay')).status).toBe(409);
  });

  it('[DEP-07] the payment page shows the amount, the order and the methods, and its Pay button pays', async () => {
    const request = chargeRequest({ method: 'bank_transfer', amount: 1_234_000 });
    const charge = await gateway.createCharge(request);
    const page = await fetch(charge.paymentUrl);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Rp 1.234.000');
    expect(html).toContain(request.reference);
    expect(html).toContain('BNI Virtual Account');
    expect(html).toContain('name="viewport"');

    // The form posts url-encoded, as a browser does.
    const response = await fetch(`${simulator.baseUrl}/simulator/midtrans/${request.reference}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'payment=permata_va',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `${request.returnUrls.finish}?order_id=${request.reference}&status_code=200&transaction_status=settlement`,
    );
    expect(gateway.verifyNotification({}, receiver.received[0]?.body)).toMatchObject({
      status: 'paid',
      paymentChannel: 'permata_va',
    });
  });

  it('[DEP-07] retries a notification the app did not accept', async () => {
    const request = chargeRequest();
    await gateway.createCharge(request);
    receiver.statuses.push(500, 503);
    const result = await simulator.pay(request.reference);
    expect(result.deliveries).toMatchObject([{ attempt: 1, httpStatus: 500, ok: false }]);
    await simulator.idle();
    expect(receiver.received).toHaveLength(3);
    expect(simulator.deliveries.filter((delivery) => delivery.orderId === request.reference).map((d) => d.ok)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('[DEP-07] delivers notifications through a transport, for an app tested with inject', async () => {
    const { seen, transport } = recordingTransport();
    simulator.useTransport(transport);
    try {
      const request = chargeRequest({ method: 'shopeepay' });
      await gateway.createCharge(request);
      await simulator.pay(request.reference);
      expect(receiver.received).toHaveLength(0);
      expect(seen.map((item) => item.url)).toEqual([`${receiver.base}/api/v1/webhooks/midtrans`]);
      expect(gateway.verifyNotification(seen[0]?.headers ?? {}, seen[0]?.body)).toMatchObject({
        reference: request.reference,
        status: 'paid',
        paymentChannel: 'shopeepay',
      });
    } finally {
      simulator.useTransport(null);
    }
  });

  it('[DEP-07] the notification URL set by the gateway overrides the dashboard one', async () => {
    const tenantGateway = createMidtransGateway(
      {
        ...simulator.gatewayConfig(),
        notificationUrl: `${receiver.base}/api/v1/webhooks/midtrans/demo`,
      },
      clock,
    );
    const request = chargeRequest();
    await tenantGateway.createCharge(request);
    await simulator.pay(request.reference);
    expect(receiver.received.map((item) => item.path)).toEqual(['/api/v1/webhooks/midtrans/demo']);
  });

  it('[DEP-07] refuses a reused order id, and reports an unknown one as not paid yet', async () => {
    const request = chargeRequest();
    await gateway.createCharge(request);
    const reused = await gateway.createCharge(request).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(MidtransGatewayError);
    expect(reused).toMatchObject({ code: 'rejected', httpStatus: 400 });

    expect(await gateway.fetchStatus('DEPNOSUCHORDER', 'token')).toEqual({
      reference: 'DEPNOSUCHORDER',
      status: 'pending',
      paidAmount: null,
      paidAt: null,
      paymentChannel: null,
    });
  });

  it('[DEP-07] a wrong server key is a typed unauthorized error', async () => {
    const wrong = createMidtransGateway({ ...simulator.gatewayConfig(), serverKey: 'SB-Mid-server-WRONG' }, clock);
    const created = await wrong.createCharge(chargeRequest()).catch((error: unknown) => error);
    expect(created).toBeInstanceOf(MidtransGatewayError);
    expect(created).toMatchObject({ provider: 'midtrans', code: 'unauthorized', httpStatus: 401 });
    await expect(wrong.fetchStatus('DEPANY', 'token')).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(gateway.createCharge(chargeRequest({ method: 'ovo' }))).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });

  it('[DEP-07] an unreachable Midtrans is a typed unavailable error', async () => {
    const down = createMidtransGateway(
      {
        ...simulator.gatewayConfig(),
        snapBaseUrl: 'http://127.0.0.1:9',
        coreBaseUrl: 'http://127.0.0.1:9',
      },
      clock,
    );
    await expect(down.createCharge(chargeRequest())).rejects.toMatchObject({ code: 'unavailable' });
    await expect(down.fetchStatus('DEPANY', 'token')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('[DEP-07] two gateways with different hosts coexist in one process', async () => {
    const second = new MidtransSimulator({ clock, serverKey: 'SB-Mid-server-SECOND' });
    await second.start();
    try {
      const secondGateway = createMidtransGateway(second.gatewayConfig(), clock);
      const first = chargeRequest();
      const other = chargeRequest();
      await gateway.createCharge(first);
      await secondGateway.createCharge(other);
      expect(simulator.transaction(first.reference)).not.toBeNull();
      expect(simulator.transaction(other.reference)).toBeNull();
      expect(second.transaction(other.reference)).not.toBeNull();
    } finally {
      await second.stop();
    }
  });

  it('[DEP-07] refunds a settled payment through the Core API once per refund key; a refund it cannot make is rejected', async () => {
    const request = chargeRequest({ method: 'gopay' });
    const charge = await gateway.createCharge(request);
    await postAction(request.reference, 'pay');
    const refund = { reference: request.reference, providerRef: charge.providerRef, reason: 'Batal' };
    const made = await gateway.refund({ ...refund, amount: 20_000, key: 'refund-one' });
    expect(made.status).toBe('succeeded');
    // The same key again is the same refund, however often it is asked.
    expect(await gateway.refund({ ...refund, amount: 20_000, key: 'refund-one' })).toEqual(made);
    expect(simulator.transaction(request.reference)).toMatchObject({
      status: 'partial_refund',
      refunds: [{ amount: 20_000, refundKey: 'refund-one', reason: 'Batal' }],
    });
    // More than is left, or a payment not made, is refused with a code the caller can act on.
    await expect(gateway.refund({ ...refund, amount: 40_000, key: 'refund-two' })).rejects.toMatchObject({
      provider: 'midtrans',
      code: 'rejected',
    });
    const unpaid = chargeRequest({ method: 'gopay' });
    const unpaidCharge = await gateway.createCharge(unpaid);
    await expect(
      gateway.refund({
        reference: unpaid.reference,
        providerRef: unpaidCharge.providerRef,
        amount: 1_000,
        reason: 'x',
        key: 'k',
      }),
    ).rejects.toBeInstanceOf(MidtransGatewayError);
  });
});

describe('Midtrans amounts and times', () => {
  it('[DEP-07] reads gross_amount as whole Rupiah only', () => {
    expect(parseMidtransAmount('50000.00')).toBe(50_000);
    expect(parseMidtransAmount('50000')).toBe(50_000);
    expect(parseMidtransAmount('50000.0')).toBe(50_000);
    expect(parseMidtransAmount('50000.50')).toBeNull();
    expect(parseMidtransAmount('-5.00')).toBeNull();
    expect(parseMidtransAmount('5e4')).toBeNull();
    expect(parseMidtransAmount('')).toBeNull();
  });

  it('[DEP-07] prints times in Western Indonesia Time', () => {
    expect(jakartaDateTime(new Date('2026-11-23T03:00:00.000Z'))).toBe('2026-11-23 10:00:00');
  });
});
