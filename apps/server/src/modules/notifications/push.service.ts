import {
  nativePushToken,
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
import {
  countNativeTokens,
  countSubscriptions,
  deleteNativeTokenOfAccount,
  deleteSubscriptionOfAccount,
  upsertNativeToken,
  upsertSubscription,
} from './push.repository.ts';

/**
 * `account/token`'s device_token: a browser's PushSubscription as JSON (it starts with `{`), or the Android wrapper's
 * FCM registration token (apps/web/NATIVE_BRIDGE.md); anything else is refused field-wise.
 */
function parseDeviceToken(deviceToken: string): { subscription: PushSubscriptionJson } | { native: string } {
  const invalid = () => fieldError('device_token', 'notification.push_token_invalid');
  if (!deviceToken.startsWith('{')) {
    if (!nativePushToken.safeParse(deviceToken).success) throw invalid();
    return { native: deviceToken };
  }
  let json: unknown;
  try {
    json = JSON.parse(deviceToken);
  } catch {
    throw invalid();
  }
  const parsed = pushSubscriptionJson.safeParse(json);
  if (!parsed.success) throw invalid();
  return { subscription: parsed.data };
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

/**
 * Push registration (NTF-03, spec §4/§7): browsers' web push subscriptions and the Android wrapper's FCM tokens; and
 * the per-account choice of what goes to which channel.
 */
export function createPushService(deps: { database: Database; clock: Clock; publicKey: string }) {
  const { database, clock, publicKey } = deps;
  const inTenant = <T>(auth: Principal, work: (tx: Tx) => Promise<T>) => database.withTenant(auth.tenantId, work);

  return {
    async status(auth: Principal) {
      return inTenant(auth, async (tx) => ({
        public_key: publicKey,
        subscriptions: await countSubscriptions(tx, auth.tenantId, auth.accountId),
        devices: await countNativeTokens(tx, auth.tenantId, auth.accountId),
      }));
    },

    /** Registers or renews this browser or Android device for the account, in the language it reads notifications in. */
    async register(auth: Principal, deviceToken: string, locale: Locale, userAgent: string | null) {
      const parsed = parseDeviceToken(deviceToken);
      const at = clock.now();
      if ('native' in parsed) {
        const row = await inTenant(auth, (tx) =>
          upsertNativeToken(tx, {
            tenantId: auth.tenantId,
            accountId: auth.accountId,
            token: parsed.native,
            locale,
            userAgent: userAgent?.slice(0, 300) ?? null,
            at,
          }),
        );
        return { id: row.id, renewed_at: row.renewedAt.toISOString() };
      }
      const { subscription } = parsed;
      const row = await inTenant(auth, (tx) =>
        upsertSubscription(tx, {
          tenantId: auth.tenantId,
          accountId: auth.accountId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          locale,
          userAgent: userAgent?.slice(0, 300) ?? null,
          at,
        }),
      );
      return { id: row.id, renewed_at: row.renewedAt.toISOString() };
    },

    /**
     * Forgets one of the account's browsers (its endpoint) or Android devices (its FCM token, given as `endpoint`);
     * one it does not have changes nothing.
     */
    async unsubscribe(auth: Principal, endpoint: string) {
      const removed = await inTenant(
        auth,
        async (tx) =>
          (await deleteSubscriptionOfAccount(tx, auth.tenantId, auth.accountId, endpoint)) +
          (await deleteNativeTokenOfAccount(tx, auth.tenantId, auth.accountId, endpoint)),
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
