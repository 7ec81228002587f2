import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type Download = { contentType: string; filename: string; stream: Readable };

/**
 * Reads a file's first chunk before anything is sent, then streams the rest. A file that cannot start (its first
 * query fails) answers an ordinary error instead of a 200 with an empty body; one that fails later has sent its
 * status already, so the connection is cut before the end of the chunked body: the browser shows a failed download,
 * never a shorter file that looks complete.
 */
export async function sendDownload(reply: FastifyReply, file: Download): Promise<FastifyReply> {
  const chunks = file.stream[Symbol.asyncIterator]();
  const first = await chunks.next();
  async function* whole() {
    if (!first.done) yield first.value as Buffer | string;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer | string;
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(whole(), { objectMode: false }));
}
