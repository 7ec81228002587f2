import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '../../platform/storage.ts';
import { createS3Storage } from './s3-storage.adapter.ts';
import { S3Simulator } from './s3.simulator.ts';

const simulator = new S3Simulator();
let directory = '';

beforeAll(async () => {
  await simulator.start();
  directory = await mkdtemp(path.join(os.tmpdir(), 'konter-storage-'));
});

afterAll(async () => {
  await simulator.stop();
  await rm(directory, { recursive: true, force: true });
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

// The same contract for every implementation of the port (decision 029): what a service sees does not depend on
// where the files live.
describe.each([
  ['a local directory', () => createLocalStorage(directory)],
  ['S3-compatible storage (simulator)', () => createS3Storage(simulator.storageConfig())],
])('the storage port on %s', (_name, make: () => FileStorage) => {
  it('reads back what it stored, with its content type', async () => {
    const storage = make();
    await storage.put('avatars/tenant-a/one.png', png, 'image/png');
    expect(await storage.get('avatars/tenant-a/one.png')).toEqual({ body: png, contentType: 'image/png' });
  });

  it('answers null for a key it never stored, and after a delete', async () => {
    const storage = make();
    expect(await storage.get('avatars/tenant-a/none.png')).toBeNull();
    await storage.put('avatars/tenant-a/gone.png', png, 'image/png');
    await storage.delete('avatars/tenant-a/gone.png');
    expect(await storage.get('avatars/tenant-a/gone.png')).toBeNull();
    await storage.delete('avatars/tenant-a/gone.png');
  });

  it('refuses keys that could leave their area', async () => {
    const storage = make();
    for (const key of ['../secret.png', 'avatars/../../x.png', '/etc/passwd', 'avatars//x.png', '']) {
      await expect(storage.put(key, png, 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('the S3 simulator', () => {
  it('refuses a request signed with another secret, as S3 does', async () => {
    const forged = createS3Storage({ ...simulator.storageConfig(), secretAccessKey: 'not-the-secret' });
    await expect(forged.put('avatars/t/x.png', png, 'image/png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(simulator.objects.has('avatars/t/x.png')).toBe(false);
  });
});
