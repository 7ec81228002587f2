/** A header's value whatever its case; null when absent or repeated. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return typeof value === 'string' ? value : null;
  }
  return null;
}

/** A webhook body as Fastify hands it over (parsed JSON) or as raw text. */
export function readJson(body: unknown): unknown {
  const text = typeof body === 'string' ? body : body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : null;
  if (text === null) return body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
