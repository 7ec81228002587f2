import {
  pushSubscriptionJson,
  tenantWhatsappTypes,
  type PushSubscriptionJson,
} from '@konter/shared/contracts/notifications';
import type { Locale } from '@konter/shared/i18n/locales';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import {
  channelSettingsOf,
  saveChannelSettings,
  tenantChannelsOf,
  type ChannelSettings,
} from './channels.repository.ts';
import { countSubscriptions, deleteSubscriptionOfAccount, upsertSubscription } from './push.repository.ts';

/** `account/token`'s device_token: the browser's PushSubscription as JSON; anything else is refused field-wise. */
function parseDeviceToken(deviceToken: string): PushSubscriptionJson {
  let json: unknown;
  try {
    json = JSON.parse(deviceToken);
  } catch {
    throw fieldError('device_token', 'notification.push_token_invalid');
  }
  const parsed = pushSubscriptionJson.safeParse(json);
  if (!parsed.success) throw fieldError('device_token', 'notification.push_token_invalid');
  return parsed.data;
}

/** The account's choices; WhatsApp offers (and counts as on) only the types its tenant sends by WhatsApp. */
const toSettings = (settings: ChannelSettings, whatsappTypes: string[]) => ({
  push_off: settings.pushOff,
  email_off: settings.emailOff,
  whatsapp_on: settings.whatsappOn.filter((type) => whatsappTypes.includes(type)),
  whatsapp_types: whatsappTypes,
});

const whatsappTypesOf = async (tx: Tx, tenantId: string) =>
  tenantWhatsappTypes((await tenantChannelsOf(tx, tenantId)).whatsappTypes);

/** Web push registration (NTF-03, spec §4/§7) and the per-account choice of what goes to which channel. */
export function createPushService(deps: { database: Database; clock: Clock; publicKey: string }) {
  const { database, clock, publicKey } = deps;
  const inTenant = <T>(auth: Principal, work: (tx: Tx) => Promise<T>) => database.withTenant(auth.tenantId, work);

  return {
    async status(auth: Principal) {
      const subscriptions = await inTenant(auth, (tx) => countSubscriptions(tx, auth.tenantId, auth.accountId));
      return { public_key: publicKey, subscriptions };
    },

    /** Registers or renews this browser for the account, in the language it reads notifications in. */
    async register(auth: Principal, deviceToken: string, locale: Locale, userAgent: string | null) {
      const subscription = parseDeviceToken(deviceToken);
      const row = await inTenant(auth, (tx) =>
        upsertSubscription(tx, {
          tenantId: auth.tenantId,
          accountId: auth.accountId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          locale,
          userAgent: userAgent?.slice(0, 300) ?? null,
          at: clock.now(),
        }),
      );
      return { id: row.id, renewed_at: row.renewedAt.toISOString() };
    },

    /** Forgets one of the account's browsers; an endpoint it does not have changes nothing. */
    async unsubscribe(auth: Principal, endpoint: string) {
      const removed = await inTenant(auth, (tx) =>
        deleteSubscriptionOfAccount(tx, auth.tenantId, auth.accountId, endpoint),
      );
      return { removed };
    },

    async settings(auth: Principal) {
      return inTenant(auth, async (tx) =>
        toSettings(
          await channelSettingsOf(tx, auth.tenantId, auth.accountId),
          await whatsappTypesOf(tx, auth.tenantId),
        ),
      );
    },

    /**
     * Saves the channels given (a channel left out keeps its choice). WhatsApp takes only the types the tenant sends
     * by WhatsApp: switching on another is refused under `whatsapp_on`.
     */
    async saveSettings(auth: Principal, body: { push_off?: string[]; email_off?: string[]; whatsapp_on?: string[] }) {
      const unique = (list: string[]) => [...new Set(list)].sort();
      return inTenant(auth, async (tx) => {
        const whatsappTypes = await whatsappTypesOf(tx, auth.tenantId);
        if (body.whatsapp_on?.some((type) => !whatsappTypes.includes(type))) {
          throw fieldError('whatsapp_on', 'notification.whatsapp_type_off');
        }
        const current = await channelSettingsOf(tx, auth.tenantId, auth.accountId);
        const next: ChannelSettings = {
          pushOff: body.push_off ? unique(body.push_off) : current.pushOff,
          emailOff: body.email_off ? unique(body.email_off) : current.emailOff,
          whatsappOn: body.whatsapp_on ? unique(body.whatsapp_on) : current.whatsappOn,
        };
        await saveChannelSettings(tx, auth.tenantId, auth.accountId, next, clock.now());
        return toSettings(next, whatsappTypes);
      });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
