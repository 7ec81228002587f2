import { defineSubscriber } from '../../platform/domain-events.ts';

/**
 * The reseller's callback (issue 19): every final status of a purchase bought through the API is POSTed to the
 * reseller's URL as Digiflazz does. Asynchronous: the settling transaction only enqueues this job, so delivery
 * (and its retries, through `enqueueWebhook`) never delays settlement. Idempotent enough for at-least-once: a
 * second run enqueues a second identical callback, which the reseller dedupes by ref_id and status, as it must for
 * Digiflazz's own duplicates.
 */
const settledCallback = defineSubscriber({
  name: 'h2h.callback-settled',
  type: 'purchase.settled',
  mode: 'async',
  async handle(event, { services }) {
    await services.h2h.purchaseFinal(event);
  },
});

const returnedCallback = defineSubscriber({
  name: 'h2h.callback-returned',
  type: 'purchase.returned',
  mode: 'async',
  async handle(event, { services }) {
    await services.h2h.purchaseFinal(event);
  },
});

export const h2hSubscribers = [settledCallback, returnedCallback];
