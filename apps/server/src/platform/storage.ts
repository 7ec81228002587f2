import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file as read back: its bytes and the content type it was stored with. */
export type StoredFile = { body: Buffer; contentType: string };

/**
 * Where uploaded files live (decision 029): a directory on this machine by default, S3-compatible object storage by
 * configuration (`integrations/s3`). Services hold the port and never touch the disk, so a process keeps no file
 * another process needs. Keys are the callers' own (`avatars/<tenant>/<file>`): lower-case, slash-separated, never
 * `..`, and they end in the extension of their content type.
 */
export type FileStorage = {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
};

const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses a key that could leave its area (`..`, absolute, empty segments) before any implementation sees it. */
export function assertStorageKey(key: string): void {
  if (key.length > 512 || !keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** The content type a key's extension stands for (what the local directory, which keeps no metadata, answers). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** Files in a directory (`DATA_DIR/uploads` by default): one machine, or a shared volume. */
export function createLocalStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(directory, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`The key ${key} does not end in the extension of ${contentType}`);
      }
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed would be atomic; a key is never rewritten (each upload gets a new name), so a
      // plain write is enough.
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
