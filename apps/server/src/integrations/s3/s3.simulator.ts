import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { SignatureV4 } from '@smithy/signature-v4';
import { listenOnLoopback } from '../simulators/simulator-http.ts';
import type { S3StorageConfig } from './s3-storage.adapter.ts';

type SourceData = string | ArrayBuffer | ArrayBufferView;

function bytesOf(data: SourceData): Buffer | string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

type StoredObject = { body: Buffer; contentType: string; etag: string };

/** node:crypto in the shape the AWS signer takes. */
class Sha256 {
  readonly #hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;

  constructor(secret?: SourceData) {
    this.#hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }

  update(data: SourceData): void {
    this.#hash.update(bytesOf(data));
  }

  async digest(): Promise<Uint8Array> {
    return this.#hash.digest();
  }
}

/**
 * Stands in for S3-compatible object storage on loopback: path-style PutObject, GetObject, HeadObject and
 * DeleteObject on one bucket, each request's AWS Signature Version 4 checked against the simulator's key (a request
 * signed with another secret, or altered after signing, gets S3's 403 SignatureDoesNotMatch), errors in S3's XML.
 */
export class S3Simulator {
  readonly bucket = 'konter-uploads';
  readonly region = 'ap-southeast-3';
  readonly accessKeyId = 'SIMULATORACCESSKEY';
  readonly secretAccessKey = 'simulator-secret-access-key';
  readonly objects = new Map<string, StoredObject>();
  #app: FastifyInstance | null = null;
  #baseUrl = '';

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.route({
      method: ['GET', 'HEAD', 'PUT', 'DELETE'],
      url: '/*',
      handler: (request, reply) => this.#handle(request, reply),
    });
    this.#baseUrl = await listenOnLoopback(app, port);
    this.#app = app;
    return this.#baseUrl;
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    this.#app = null;
  }

  storageConfig(): S3StorageConfig {
    return {
      endpoint: this.#baseUrl,
      region: this.region,
      bucket: this.bucket,
      accessKeyId: this.accessKeyId,
      secretAccessKey: this.secretAccessKey,
      forcePathStyle: true,
    };
  }

  async #handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = new URL(request.url, this.#baseUrl);
    if (!(await this.#signatureHolds(request, url))) {
      return s3Error(reply, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
    }
    const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
    if (bucket !== this.bucket) return s3Error(reply, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!key) return s3Error(reply, 400, 'InvalidRequest', 'A key is required');
    switch (request.method) {
      case 'PUT': {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
        this.objects.set(key, { body, contentType, etag });
        return reply.status(200).header('etag', etag).send();
      }
      case 'DELETE':
        this.objects.delete(key);
        return reply.status(204).send();
      default: {
        const object = this.objects.get(key);
        if (!object) return s3Error(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
        reply.status(200).header('content-type', object.contentType).header('etag', object.etag);
        reply.header('content-length', object.body.length);
        return request.method === 'HEAD' ? reply.send() : reply.send(object.body);
      }
    }
  }

  /** Signs the request again with the simulator's secret, over the headers the client said it signed. */
  async #signatureHolds(request: FastifyRequest, url: URL): Promise<boolean> {
    const authorization = request.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    const amzDate = request.headers['x-amz-date'];
    const [, accessKeyId, , region, signedHeaderList, signature] = match ?? [];
    if (!region || !signedHeaderList || !signature || typeof amzDate !== 'string') return false;
    if (accessKeyId !== this.accessKeyId) return false;
    const signedHeaders = signedHeaderList.split(';');
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = request.headers[name];
      if (value === undefined) return false;
      headers[name] = Array.isArray(value) ? value.join(',') : String(value);
    }
    const payloadHash = headers['x-amz-content-sha256'];
    if (payloadHash && payloadHash !== 'UNSIGNED-PAYLOAD') {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (createHash('sha256').update(body).digest('hex') !== payloadHash) return false;
    }
    const signer = new SignatureV4({
      service: 's3',
      region,
      credentials: { accessKeyId: this.accessKeyId, secretAccessKey: this.secretAccessKey },
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: false,
    });
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, name) => (query[name] = value));
    const signingDate = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const signed = await signer.sign(
      {
        method: request.method,
        protocol: url.protocol,
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query,
        headers,
      },
      { signingDate, signableHeaders: new Set(signedHeaders), unsignableHeaders: new Set() },
    );
    const expected = Buffer.from(/Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? '');
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function s3Error(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
