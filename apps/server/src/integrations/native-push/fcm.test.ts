import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { createFcmSender, fcmScope, NativePushDeliveryError, type NativePushMessage } from './fcm.adapter.ts';
import { FcmSimulator } from './fcm.simulator.ts';

const clock = new FakeClock(new Date(testClockStart));
const simulator = new FcmSimulator(clock);
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());

const message = (token: string): NativePushMessage => ({
  token,
  title: 'Transaksi berhasil',
  body: 'Pulsa 10.000 ke 081298765432 berhasil.',
  data: { id: 'n-1', type: 'purchase.success', link: '/receipt/prabayar/TRX1' },
  ttlSeconds: 86_400,
  priority: 'normal',
});

describe('the FCM (HTTP v1) adapter and the FCM simulator', () => {
  it('[NTF-03] a message goes to messages:send with a bearer token from the service account JWT grant, kept for its hour', async () => {
    const sender = createFcmSender(simulator.config(), clock);
    const token = simulator.registerDevice();
    const grantsBefore = simulator.grants;

    const sent = await sender.send(message(token));
    expect(sent).toMatchObject({ status: 200, gone: false });
    expect(sent.name).toMatch(/^projects\/konter-simulator\/messages\//);
    const [received, ...more] = simulator.messagesFor(token);
    expect(more).toEqual([]);
    expect(received).toMatchObject({
      notification: { title: 'Transaksi berhasil', body: 'Pulsa 10.000 ke 081298765432 berhasil.' },
      data: { id: 'n-1', type: 'purchase.success', link: '/receipt/prabayar/TRX1' },
      android: { priority: 'NORMAL', ttl: '86400s' },
      auth: { clientEmail: simulator.clientEmail, scope: fcmScope },
    });

    // The access token is kept: a second message asks for none; an hour later a new one is granted.
    await sender.send({ ...message(token), priority: 'high' });
    expect(simulator.grants - grantsBefore).toBe(1);
    expect(simulator.messagesFor(token)[1]?.android.priority).toBe('HIGH');
    clock.advance(60 * 60_000);
    await sender.send(message(token));
    expect(simulator.grants - grantsBefore).toBe(2);
    expect(simulator.messagesFor(token)).toHaveLength(3);
  });

  it('[NTF-03] a token FCM reports UNREGISTERED (404) is gone; a token it never issued is refused (400 INVALID_ARGUMENT), not gone', async () => {
    const sender = createFcmSender(simulator.config(), clock);
    const uninstalled = simulator.registerDevice();
    simulator.unregister(uninstalled);
    expect(await sender.send(message(uninstalled))).toEqual({ status: 404, gone: true, name: null });

    const refused = await sender.send(message(`${'x'.repeat(40)}:unknown`)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NativePushDeliveryError);
    expect(refused).toMatchObject({ status: 400, errorCode: 'INVALID_ARGUMENT' });
  });

  it('[NTF-03] a grant signed with another key, or a message to another project, is refused as FCM refuses it', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const config = simulator.config();
    const forged = createFcmSender(
      {
        ...config,
        account: {
          ...config.account,
          privateKey: stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        },
      },
      clock,
    );
    const token = simulator.registerDevice();
    await expect(forged.send(message(token))).rejects.toBeInstanceOf(NativePushDeliveryError);

    const otherProject = createFcmSender({ ...config, projectId: 'someone-else' }, clock);
    await expect(otherProject.send(message(token))).rejects.toMatchObject({ status: 403 });
    expect(simulator.messagesFor(token)).toEqual([]);
  });
});
