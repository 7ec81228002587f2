import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from '../../platform/storage.ts';

export type S3StorageConfig = {
  /** The service's base URL: AWS's regional endpoint, or any S3-compatible one (MinIO, R2, the simulator). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`/bucket/key`) rather than the host name: what most S3-compatible services expect. */
  forcePathStyle: boolean;
};

/**
 * The storage port on S3-compatible object storage (decision 029), through the official client. Checksums only
 * where the API requires them: S3-compatible services differ in which of AWS's newer checksum headers they accept.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!answer.Body) return null;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
