import type { FastifyInstance } from 'fastify';
import type { Simulators } from './providers.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5">` +
    `<title>${title}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#f8fafc;` +
    `color:#0f172a}main{max-width:48rem;margin:auto}article{background:#fff;border:1px solid #e2e8f0;` +
    `border-radius:.75rem;padding:1rem;margin:.75rem 0}pre{white-space:pre-wrap;word-break:break-word}` +
    `small{color:#64748b}</style></head><body><main><h1>${title}</h1>` +
    `<p><small>Demo only: what the provider simulators received. Refreshes every 5 s.</small></p>${body}</main></body></html>`
  );
}

/**
 * Demo pages where a person reads what the app "sent": the e-mails the SMTP simulator received and the WhatsApp
 * messages the WhatsApp simulator accepted. Registered only when the simulators run (never in production).
 */
export function registerDevPages(app: FastifyInstance, simulators: Simulators): void {
  // Hidden from the OpenAPI table: these are demo pages for a person, not part of the API a client programs against.
  const config = { tenant: 'optional' as const, auth: 'public' as const };
  const options = { config, schema: { hide: true } };
  app.get('/dev', options, async (_request, reply) =>
    reply
      .type('text/html')
      .send(
        page(
          'Demo simulators',
          `<ul><li><a href="/dev/mailbox">Mailbox</a> (verification and reset e-mails)</li>` +
            `<li><a href="/dev/whatsapp">WhatsApp outbox</a> (phone verification codes)</li>` +
            `<li><a href="/dev/bank">Bank</a> (make a transfer to a tenant's bank account)</li>` +
            `<li><a href="/dev/chat">Live chat</a> (what members wrote in the chat widget, and the answers)</li>` +
            `<li><a href="/dev/couriers">Couriers</a> (parcels of SiCepat, J&amp;T, JNE, Ninja Xpress and Lion Parcel; move their clock)</li></ul>` +
            `<p><small>Payment pages of the Midtrans and Xendit simulators open from a top-up.</small></p>`,
        ),
      ),
  );
  // The bank simulator runs on its own loopback port; this is the door a person finds.
  app.get('/dev/bank', options, async (_request, reply) => reply.redirect(`${simulators.bank.baseUrl}/bank`));
  // The courier simulators' parcels (POS MLO), and a button that moves the couriers' clock ahead: pickup after 2
  // hours, in transit after 6, delivered (or returned) after the service's days.
  app.get('/dev/couriers.json', options, async () => ({
    couriers: Object.entries(simulators.couriers.books()).map(([courier, book]) => ({
      courier,
      aheadHours: book.aheadMs / 3_600_000,
      parcels: [...book.parcels.values()].map((parcel) => ({
        awb: parcel.awb,
        reference: parcel.reference,
        service: parcel.service,
        status: book.statusOf(parcel),
        spk: parcel.spk,
      })),
    })),
  }));
  // A form posting to itself: moving the couriers' clock changes the simulators' state (never the app's data), so it
  // is a POST, which a link prefetch or a crawler never sends. The dev pages sit outside the web scope and its CSRF
  // check; the hours travel in the query string, so no form body parser is needed.
  app.post('/dev/couriers/advance', options, async (request, reply) => {
    const hours = Number((request.query as { hours?: string }).hours ?? 24);
    if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) return reply.status(422).send({ message: 'hours' });
    for (const book of Object.values(simulators.couriers.books())) book.aheadMs += hours * 3_600_000;
    // The couriers that push (J&T Express and Cargo, Ninja Xpress, Lion Parcel) post what moved to the app's webhook.
    for (const { simulator } of simulators.couriers.pushers()) await simulator.pushMoved();
    return reply.redirect('/dev/couriers', 303);
  });
  app.get('/dev/couriers', options, async (_request, reply) => {
    const books = Object.entries(simulators.couriers.books());
    const items = books
      .map(
        ([courier, book]) =>
          `<article><h2>${escapeHtml(courier)}</h2><small>clock ${escapeHtml(book.now().toISOString())}</small><ul>` +
          [...book.parcels.values()]
            .map(
              (parcel) =>
                `<li><code>${escapeHtml(parcel.awb)}</code> ${escapeHtml(parcel.service)} · ` +
                `<b>${escapeHtml(book.statusOf(parcel))}</b> · SPK ${escapeHtml(parcel.spk)}</li>`,
            )
            .join('') +
          `</ul></article>`,
      )
      .join('');
    const forms = [2, 6, 24, 72]
      .map(
        (hours) =>
          `<form method="post" action="/dev/couriers/advance?hours=${hours}" style="display:inline">` +
          `<button>+${hours} h</button></form> `,
      )
      .join('');
    return reply.type('text/html').send(page('Couriers', `<p>Move the couriers' clock: ${forms}</p>${items}`));
  });
  app.get('/dev/chat.json', options, async () => ({ messages: simulators.liveChat.messages }));
  app.get('/dev/chat', options, async (_request, reply) => {
    const items = simulators.liveChat.messages
      .map(
        (message) =>
          `<article><small>${escapeHtml(message.at)} · ${escapeHtml(message.embedId)} · ` +
          `${escapeHtml(message.from)} ${escapeHtml(message.name)}</small><p>${escapeHtml(message.text)}</p></article>`,
      )
      .join('');
    return reply.type('text/html').send(page('Live chat', items || '<p>No messages yet.</p>'));
  });
  // The push service simulator, for a browser under test that keeps its own keys (NTF-03 e2e): an endpoint for an
  // application server key, as PushManager.subscribe would get from a real push service, and the messages it got,
  // still encrypted for those keys.
  app.post('/dev/push/endpoints', options, async (request, reply) => {
    const key = (request.body as { application_server_key?: unknown } | null)?.application_server_key;
    if (typeof key !== 'string' || !/^[\w-]{80,100}$/.test(key)) {
      return reply.status(422).send({ message: 'application_server_key' });
    }
    return reply.status(201).send({ endpoint: simulators.push.openEndpoint(key) });
  });
  app.get('/dev/push/messages.json', options, async (request) => {
    const endpoint = String((request.query as { endpoint?: string }).endpoint ?? '');
    return {
      messages: simulators.push
        .messagesFor(endpoint)
        .map(({ encrypted, ttl, urgency, topic, receivedAt }) => ({ encrypted, ttl, urgency, topic, receivedAt })),
    };
  });
  // The FCM simulator, for trying the Android wrapper's registration by hand: a token as a phone's FCM SDK would get
  // (to send as `account/token`'s device_token), and the messages FCM accepted for it.
  app.post('/dev/push/native-tokens', options, async (_request, reply) =>
    reply.status(201).send({ token: simulators.fcm.registerDevice() }),
  );
  app.get('/dev/push/native-messages.json', options, async (request) => ({
    messages: simulators.fcm.messagesFor(String((request.query as { token?: string }).token ?? '')),
  }));
  app.get('/dev/mailbox.json', options, async () => ({ messages: simulators.smtp.messages }));
  app.get('/dev/whatsapp.json', options, async () => ({ messages: simulators.whatsapp.outbox }));
  app.get('/dev/mailbox', options, async (_request, reply) => {
    const items = simulators.smtp.messages
      .map(
        (message) =>
          `<article><small>${escapeHtml(message.receivedAt)} · to ${escapeHtml(message.to.join(', '))}</small>` +
          `<h2>${escapeHtml(message.subject)}</h2><pre>${escapeHtml(message.text).replace(
            /(https?:\/\/[^\s<]+)/g,
            '<a href="$1">$1</a>',
          )}</pre></article>`,
      )
      .join('');
    return reply.type('text/html').send(page('Mailbox', items || '<p>No e-mail yet.</p>'));
  });
  app.get('/dev/whatsapp', options, async (_request, reply) => {
    const items = simulators.whatsapp.outbox
      .map(
        (message) =>
          `<article><small>${escapeHtml(message.sentAt)} · to +${escapeHtml(message.to)}</small>` +
          `<pre>${escapeHtml(message.body)}</pre></article>`,
      )
      .join('');
    return reply.type('text/html').send(page('WhatsApp outbox', items || '<p>No message yet.</p>'));
  });
}
