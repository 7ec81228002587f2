import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '@konter/shared/contracts/accounts';
import { registeredUser, uploadAvatar } from '../../test/accounts-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { S3Simulator } from './s3.simulator.ts';

const simulator = new S3Simulator();
let ctx: TestContext;

beforeAll(async () => {
  await simulator.start();
  const s3 = simulator.storageConfig();
  ctx = await createTestApp({
    workers: true,
    env: {
      STORAGE_S3_ENDPOINT: s3.endpoint,
      STORAGE_S3_REGION: s3.region,
      STORAGE_S3_BUCKET: s3.bucket,
      STORAGE_S3_ACCESS_KEY_ID: s3.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
});

afterAll(async () => {
  await ctx.close();
  await simulator.stop();
});

const png = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('uploads on S3-compatible storage (decision 029)', () => {
  it('[ACC-04] keeps an avatar in the bucket, not on the disk, and serves it on its tenant’s host only', async () => {
    const user = await registeredUser(ctx);
    const uploaded = await uploadAvatar(ctx, user, 'me.png', 'image/png', png);
    expect(uploaded.statusCode).toBe(200);
    const avatar = accountSchema.parse(uploaded.json().data).avatar ?? '';
    const key = avatar.replace(/^\/uploads\//, '');
    expect(simulator.objects.get(key)?.body).toEqual(png);
    expect(existsSync(path.join(ctx.config.dataDir, 'uploads', key))).toBe(false);

    const served = await ctx.app.inject({ url: avatar, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png);
    expect((await ctx.app.inject({ url: avatar, headers: { host: '127.0.0.1' } })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/uploads/avatars/none.png', headers: { host: 'localhost' } })).statusCode,
    ).toBe(404);
  });
});
