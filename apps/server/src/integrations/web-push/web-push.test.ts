import { createECDH } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock.ts';
import { testClockStart } from '../../test/test-clock.ts';
import { createWebPushSender, PushDeliveryError } from './web-push.adapter.ts';
import { WebPushSimulator } from './web-push.simulator.ts';

function vapidPair(subject = 'mailto:ops@toko.example') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
    subject,
  };
}

const clock = new FakeClock(new Date(testClockStart));
const simulator = new WebPushSimulator(clock);
beforeAll(() => simulator.start());
afterAll(() => simulator.stop());

describe('the web push adapter and the push-service simulator', () => {
  it('[NTF-03] a message is encrypted for the subscription (aes128gcm) and signed (VAPID): the simulator decrypts it', async () => {
    const vapid = vapidPair();
    const sender = createWebPushSender({ vapid });
    const target = simulator.subscribe(vapid.publicKey);
    const result = await sender.send(target, JSON.stringify({ title: 'Halo', body: 'Rp 10.000' }), {
      ttlSeconds: 60,
      urgency: 'high',
    });
    expect(result).toEqual({ status: 201, gone: false });
    const [message] = simulator.messagesFor(target.endpoint);
    expect(message?.data).toEqual({ title: 'Halo', body: 'Rp 10.000' });
    expect(message).toMatchObject({
      ttl: 60,
      urgency: 'high',
      vapid: { sub: 'mailto:ops@toko.example', publicKey: vapid.publicKey },
    });
    expect(message?.receivedAt).toBe(clock.now().toISOString());
  });

  it("[NTF-03] the simulator refuses a message signed with another key than the subscription's, as a push service does", async () => {
    const subscribedWith = vapidPair();
    const target = simulator.subscribe(subscribedWith.publicKey);
    const other = createWebPushSender({ vapid: vapidPair() });
    const refused = await other.send(target, '{}', { ttlSeconds: 60 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PushDeliveryError);
    expect((refused as PushDeliveryError).status).toBe(403);
    expect(simulator.messagesFor(target.endpoint)).toEqual([]);
  });

  it('[NTF-03] a gone (410) or unknown (404) subscription is reported gone; endpoints outside the simulators are never called', async () => {
    const vapid = vapidPair();
    const sender = createWebPushSender({ vapid, allowEndpoint: (endpoint) => simulator.owns(endpoint) });
    const expired = simulator.subscribe(vapid.publicKey);
    simulator.expire(expired.endpoint);
    expect(await sender.send(expired, '{}', { ttlSeconds: 60 })).toEqual({ status: 410, gone: true });
    const forgotten = simulator.subscribe(vapid.publicKey);
    simulator.forget(forgotten.endpoint);
    expect(await sender.send(forgotten, '{}', { ttlSeconds: 60 })).toEqual({ status: 404, gone: true });
    const outside = { ...simulator.subscribe(vapid.publicKey), endpoint: 'https://fcm.googleapis.com/fcm/send/abc' };
    await expect(sender.send(outside, '{}', { ttlSeconds: 60 })).rejects.toMatchObject({ status: 0 });
  });
});
