import { vi } from 'vitest';

export type StubAnswer = { status: number; body: unknown };
export type SentRequest = { method: string; url: string; body: unknown };

/**
 * Replaces `fetch` with one answering `answers` in turn (a 500 once they run out), as JSON; the requests it got are
 * kept, their JSON bodies parsed. Undone by `vi.unstubAllGlobals()`.
 */
export function stubFetch(...answers: StubAnswer[]): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      });
      const answer = answers[Math.min(sent.length, answers.length) - 1] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}
