import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationTypes, pushPendingExpiryMs } from '@konter/shared/contracts/notifications';
import type { WebMessageKey } from '../../../locales/id.ts';
import { applyFormError } from '../../../lib/form-errors.ts';
import {
  registerDeviceToken,
  unregisterEndpoint,
  useInvalidatePushStatus,
  useNotificationSettings,
  usePushStatus,
  useSaveNotificationSettings,
} from '../api/push.ts';
import {
  PushSetupError,
  pushSupported,
  subscribeBrowser,
  unsubscribeBrowser,
  type PushFailure,
} from '../push/browser-push.ts';
import {
  currentState,
  noRegistration,
  pending,
  readRegistration,
  registered,
  writeRegistration,
  type PushRegistration,
} from '../push/push-registration.ts';
import { useNotificationTypeText } from '../notification-type-text.ts';

/** The types a person can choose per channel (news is the tenant's and always stays in the inbox). */
const choosable = notificationTypes.filter((type) => type !== 'news');

type Channel = 'push_off' | 'email_off' | 'whatsapp_on';
const channels: { channel: Channel; legend: WebMessageKey }[] = [
  { channel: 'push_off', legend: 'notifications.push.types' },
  { channel: 'email_off', legend: 'notifications.channels.email' },
  { channel: 'whatsapp_on', legend: 'notifications.channels.whatsapp' },
];

/**
 * NTF-03 in the account settings: turn push on or off for this browser (asks the browser's permission, subscribes
 * its service worker, registers with `account/token`) and choose which kinds of notification go out by push, e-mail
 * (with the account's e-mail notifications on) and WhatsApp (to the verified phone).
 */
export function PushSettings() {
  // Before anything below reads a type's title: the types' texts come with this screen.
  useNotificationTypeText();
  const { t } = useTranslation();
  const status = usePushStatus();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const invalidate = useInvalidatePushStatus();
  const [registration, setRegistration] = useState<PushRegistration>(() => readRegistration());
  const [now, setNow] = useState(() => Date.now());
  const [failure, setFailure] = useState<PushFailure | null>(null);
  const [choice, setChoice] = useState<Partial<Record<Channel, string[]>> | null>(null);
  const clock = () => Date.now();

  // A pending registration expires after 10 s (spec §4): look again then.
  useEffect(() => {
    if (registration.state !== 1) return;
    const timer = setTimeout(() => setNow(clock()), pushPendingExpiryMs);
    return () => clearTimeout(timer);
  }, [registration]);

  const update = (next: PushRegistration) => {
    writeRegistration(next);
    setRegistration(next);
    setNow(clock());
  };
  const state = currentState(registration, now);
  const publicKey = status.data?.public_key ?? '';
  const supported = pushSupported(publicKey);

  const turnOn = async () => {
    setFailure(null);
    update(pending(clock()));
    try {
      const subscription = await subscribeBrowser(publicKey);
      await registerDeviceToken(subscription);
      update(registered(subscription.endpoint ?? '', clock(), subscription.expirationTime ?? null));
    } catch (error) {
      update(noRegistration);
      setFailure(error instanceof PushSetupError ? error.reason : 'failed');
    }
    void invalidate();
  };

  const turnOff = async () => {
    setFailure(null);
    const endpoint = (await unsubscribeBrowser().catch(() => null)) ?? registration.endpoint;
    if (endpoint) await unregisterEndpoint(endpoint).catch(() => undefined);
    update(noRegistration);
    void invalidate();
  };

  // A box changes at once; a refused save puts the stored choice back.
  const stored = settings.data ?? { push_off: [], email_off: [], whatsapp_on: [], whatsapp_types: [] };
  const current = { ...stored, ...choice };
  const toggle = (channel: Channel, type: string, on: boolean) => {
    const list = current[channel];
    // Push and e-mail keep what is off, WhatsApp what is on.
    const listed = channel === 'whatsapp_on' ? on : !on;
    const next = { [channel]: listed ? [...list, type] : list.filter((item) => item !== type) };
    setChoice((previous) => ({ ...previous, ...next }));
    save.mutate(next, {
      onError: (error) => {
        setChoice(null);
        applyFormError(error);
      },
    });
  };
  const isOn = (channel: Channel, type: string) =>
    channel === 'whatsapp_on' ? current[channel].includes(type) : !current[channel].includes(type);

  const stateText =
    state === 2
      ? t('notifications.push.on')
      : state === 1
        ? t('notifications.push.pending')
        : t('notifications.push.off');

  return (
    <section aria-labelledby="push-settings-title" className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6">
      <div>
        <h2 id="push-settings-title" className="text-base font-semibold text-slate-900">
          {t('notifications.push.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('notifications.push.intro')}</p>
      </div>
      {status.isPending ? (
        <p className="text-sm text-slate-500">{t('app.loading')}</p>
      ) : !supported ? (
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700" data-testid="push-unsupported">
          {t('notifications.push.unsupported')}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm font-medium text-slate-800" data-testid="push-state">
            {stateText}
          </p>
          {state === 2 ? (
            <button
              type="button"
              onClick={() => void turnOff()}
              className="min-h-11 rounded-xl border border-slate-300 px-4 font-semibold text-slate-800"
            >
              {t('notifications.push.turn_off')}
            </button>
          ) : (
            <button
              type="button"
              disabled={state === 1}
              onClick={() => void turnOn()}
              className="min-h-11 rounded-xl bg-brand px-4 font-semibold text-white disabled:opacity-60"
            >
              {t('notifications.push.turn_on')}
            </button>
          )}
        </div>
      )}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t(`notifications.push.${failure}` as WebMessageKey)}
        </p>
      ) : null}
      {channels.map(({ channel, legend }) => {
        // WhatsApp offers only the types the tenant sends by WhatsApp (none: no WhatsApp choices at all).
        const types =
          channel === 'whatsapp_on' ? choosable.filter((type) => stored.whatsapp_types.includes(type)) : choosable;
        return types.length === 0 ? null : (
          <fieldset key={channel} className="flex flex-col gap-1" data-channel={channel}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t(legend)}</legend>
            {types.map((type) => (
              <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand"
                  checked={isOn(channel, type)}
                  disabled={settings.isPending}
                  onChange={(event) => toggle(channel, type, event.target.checked)}
                />
                <span className="min-w-0 break-words">
                  {t(`notifications.type.${type}.title` as WebMessageKey, { title: '' })}
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}
