import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { listenOnLoopback } from '../simulators/simulator-http.ts';

export type ChatMessage = { embedId: string; from: 'visitor' | 'agent'; name: string; text: string; at: string };

/**
 * The widget a Tawk.to embed script installs, on loopback: the same `window.Tawk_API` a page programs against
 * (`onLoad`, `onChatMinimized`, `visitor`, `maximize`, `minimize`, `hideWidget`, `showWidget`, `isChatMaximized`),
 * with a small chat window whose messages go to this simulator, where an "agent" answers. The demo reads the
 * conversations at /dev/chat.
 */
export class LiveChatSimulator {
  readonly messages: ChatMessage[] = [];
  #app: FastifyInstance | null = null;
  readonly #clock: Clock;
  #baseUrl = '';

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  async start(port = 0): Promise<string> {
    const app = Fastify({ logger: false });
    // The widget posts from the app's origin: a plain-text body, so the browser sends no preflight.
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });
    app.get<{ Params: { property: string; widget: string } }>('/:property/:widget', async (request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(widgetScript(`${request.params.property}/${request.params.widget}`, this.#baseUrl)),
    );
    app.post('/messages', async (request, reply) => {
      let body: { embedId?: unknown; name?: unknown; text?: unknown };
      try {
        body = JSON.parse(String(request.body)) as typeof body;
      } catch {
        return reply.status(400).send({ error: 'invalid json' });
      }
      if (typeof body.embedId !== 'string' || typeof body.text !== 'string' || body.text.trim() === '') {
        return reply.status(400).send({ error: 'embedId and text are required' });
      }
      const name = typeof body.name === 'string' && body.name ? body.name : 'Visitor';
      const at = this.#clock.now().toISOString();
      const text = body.text.slice(0, 2_000);
      this.messages.unshift({ embedId: body.embedId, from: 'visitor', name, text, at });
      const reply_ = `Halo ${name}, pesan Anda sudah kami terima: "${text.slice(0, 80)}". Admin segera membalas.`;
      this.messages.unshift({ embedId: body.embedId, from: 'agent', name: 'Admin', text: reply_, at });
      this.messages.splice(500);
      return { reply: reply_ };
    });
    this.#app = app;
    this.#baseUrl = await listenOnLoopback(app, port);
    return this.#baseUrl;
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    this.#app = null;
  }
}

/** The widget: plain DOM, no dependency, like the provider's own script (which the page loads the same way). */
function widgetScript(embedId: string, baseUrl: string): string {
  return `(() => {
  const api = (window.Tawk_API = window.Tawk_API || {});
  if (api.__simulator) return;
  api.__simulator = true;
  const embedId = ${JSON.stringify(embedId)};
  const base = ${JSON.stringify(baseUrl)};
  let maximized = false;
  let hidden = false;
  const root = document.createElement('div');
  root.id = 'tawk-simulator';
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', 'Live chat');
  root.style.cssText = 'position:fixed;z-index:2147483000;right:12px;bottom:12px;width:min(360px,calc(100vw - 24px));' +
    'max-height:min(520px,calc(100dvh - 24px));display:none;flex-direction:column;background:#fff;border-radius:16px;' +
    'box-shadow:0 10px 40px rgba(0,0,0,.3);font:16px system-ui,sans-serif;overflow:hidden';
  root.innerHTML = '<div style="display:flex;align-items:center;justify-content:space-between;padding:12px 16px;' +
    'background:#03a84e;color:#fff"><strong>Chat</strong><button type="button" data-minimize aria-label="Minimize" ' +
    'style="min-width:44px;min-height:44px;background:none;border:0;color:#fff;font-size:24px">&minus;</button></div>' +
    '<ol data-log style="list-style:none;margin:0;padding:12px 16px;overflow:auto;flex:1;display:flex;' +
    'flex-direction:column;gap:8px"></ol><form data-send style="display:flex;gap:8px;padding:12px;' +
    'border-top:1px solid #e2e8f0"><input data-text aria-label="Message" placeholder="Type here..." ' +
    'style="flex:1;min-width:0;font-size:16px;padding:10px;border:1px solid #cbd5e1;border-radius:10px">' +
    '<button style="min-height:44px;padding:0 16px;border:0;border-radius:10px;background:#03a84e;color:#fff">' +
    'Send</button></form>';
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.id = 'tawk-simulator-launcher';
  launcher.setAttribute('aria-label', 'Chat');
  launcher.textContent = '\\u{1F4AC}';
  launcher.style.cssText = 'position:fixed;z-index:2147483000;right:16px;bottom:16px;width:60px;height:60px;' +
    'border-radius:50%;border:0;background:#03a84e;color:#fff;font-size:28px;box-shadow:0 4px 16px rgba(0,0,0,.3)';
  const log = root.querySelector('[data-log]');
  const add = (who, text) => {
    const item = document.createElement('li');
    item.dataset.from = who;
    item.textContent = text;
    item.style.cssText = 'padding:8px 12px;border-radius:12px;max-width:85%;' +
      (who === 'visitor' ? 'align-self:flex-end;background:#dcfce7' : 'align-self:flex-start;background:#f1f5f9');
    log.append(item);
    log.scrollTop = log.scrollHeight;
  };
  const render = () => {
    root.style.display = maximized && !hidden ? 'flex' : 'none';
    launcher.style.display = !maximized && !hidden ? 'block' : 'none';
  };
  api.maximize = () => { maximized = true; render(); root.querySelector('[data-text]').focus(); api.onChatMaximized && api.onChatMaximized(); };
  api.minimize = () => { if (!maximized) return; maximized = false; render(); api.onChatMinimized && api.onChatMinimized(); };
  api.toggle = () => (maximized ? api.minimize() : api.maximize());
  api.hideWidget = () => { hidden = true; render(); };
  api.showWidget = () => { hidden = false; render(); };
  api.isChatMaximized = () => maximized;
  api.isChatHidden = () => hidden;
  root.querySelector('[data-minimize]').addEventListener('click', () => api.minimize());
  launcher.addEventListener('click', () => api.maximize());
  root.querySelector('[data-send]').addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = root.querySelector('[data-text]');
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    add('visitor', text);
    const name = (api.visitor && api.visitor.name) || 'Visitor';
    try {
      const response = await fetch(base + '/messages', { method: 'POST', body: JSON.stringify({ embedId, name, text }) });
      const answer = await response.json();
      add('agent', answer.reply);
    } catch {
      add('agent', 'Connection lost.');
    }
  });
  const mount = () => {
    document.body.append(root, launcher);
    render();
    api.onLoad && api.onLoad();
  };
  if (document.body) mount(); else document.addEventListener('DOMContentLoaded', mount);
})();
`;
}
