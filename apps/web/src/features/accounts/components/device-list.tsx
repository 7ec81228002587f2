import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { notices } from '../../../lib/notices.ts';
import type { DeviceAction } from '../api/decide-device.ts';
import { useDecideDevice } from '../api/decide-device.ts';
import { useDevices } from '../api/list-devices.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AccountIcon } from './account-icons.tsx';
import { dangerButtonClass } from './form-fields.tsx';

const stateOrder: Record<Device['state'], number> = {
  new_login_attempt: 0,
  current: 1,
  active: 2,
  logged_out: 3,
  blocked: 4,
};

const stateTone: Record<Device['state'], string> = {
  new_login_attempt: 'bg-amber-100 text-amber-900',
  current: 'bg-brand/10 text-brand',
  active: 'bg-emerald-50 text-emerald-800',
  logged_out: 'bg-slate-100 text-slate-700',
  blocked: 'bg-red-50 text-red-800',
};

function useDeviceAction() {
  const decide = useDecideDevice();
  const run = (id: string, action: DeviceAction) =>
    decide.mutate(
      { id, action },
      {
        onSuccess: (message) => notices.showSnackbar('success', message),
        onError: (error) => applyFormError(error),
      },
    );
  return { run, pending: decide.isPending };
}

function DeviceFacts({ device }: { device: Device }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const firstSeen = formatDateTime(device.time, locale);
  const lastActivity = formatDateTime(device.last_activity, locale);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
      <dt>{t('acc.device_from')}</dt>
      <dd className="text-slate-800 tabular-nums">{device.from}</dd>
      {firstSeen && (
        <>
          <dt>{t('acc.device_time')}</dt>
          <dd className="text-slate-800">{firstSeen}</dd>
        </>
      )}
      {lastActivity && (
        <>
          <dt>{t('acc.device_last_activity')}</dt>
          <dd className="text-slate-800">{lastActivity}</dd>
        </>
      )}
    </dl>
  );
}

function PendingDevice({ device }: { device: Device }) {
  const { t } = useTranslation();
  const action = useDeviceAction();
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm"
      data-device-state={device.state}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-200 text-amber-900">
          <AccountIcon name="device" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-amber-900">{t('acc.device_state.new_login_attempt')}</p>
          <p className="font-bold text-slate-900">{device.device}</p>
        </div>
      </div>
      <DeviceFacts device={device} />
      <p className="text-sm text-amber-950">{t('acc.device_pending_help')}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={() => action.run(device.id, 'accept')} disabled={action.pending}>
          {t('acc.device_accept')}
        </Button>
        <Button
          variant="secondary"
          className="text-red-700"
          onClick={() => action.run(device.id, 'reject')}
          disabled={action.pending}
        >
          {t('acc.device_reject')}
        </Button>
      </div>
    </li>
  );
}

function KnownDevice({ device }: { device: Device }) {
  const { t } = useTranslation();
  const action = useDeviceAction();
  const [confirming, setConfirming] = useState(false);
  const revocable = device.trusted && device.state !== 'current';
  return (
    <li className="flex flex-col gap-3 p-4" data-device-state={device.state}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
          <AccountIcon name="device" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900">{device.device}</p>
          <span
            className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateTone[device.state]}`}
          >
            {t(`acc.device_state.${device.state}`)}
          </span>
        </div>
      </div>
      <DeviceFacts device={device} />
      {device.state === 'blocked' && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600">{t('acc.device_unblock_hint')}</p>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => action.run(device.id, 'unblock')}
            disabled={action.pending}
          >
            {t('acc.device_unblock')}
          </Button>
        </div>
      )}
      {revocable &&
        (confirming ? (
          <div className="flex flex-col gap-2 rounded-xl bg-red-50 p-3">
            <p className="text-sm text-red-900">{t('acc.device_revoke_confirm')}</p>
            <div className="grid grid-cols-2 gap-2">
              <button
                type="button"
                className={dangerButtonClass}
                onClick={() => action.run(device.id, 'revoke')}
                disabled={action.pending}
              >
                {t('acc.device_revoke_yes')}
              </button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('acc.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            <AccountIcon name="logout" className="size-4" />
            {t('acc.device_revoke')}
          </Button>
        ))}
    </li>
  );
}

/**
 * ACC-08: the devices of this account. New login attempts come first, highlighted, with accept and reject; other
 * trusted devices can be signed out. Refreshes every 5 s, so an attempt appears while this page is open.
 */
export function DeviceList() {
  const { t } = useTranslation();
  const devices = useDevices();
  if (devices.isPending) return <p className="py-6 text-center text-slate-500">{t('app.loading')}</p>;
  if (devices.isError) return <p className="py-6 text-center text-red-700">{t('acc.devices_failed')}</p>;

  const sorted = [...devices.data].sort((a, b) => stateOrder[a.state] - stateOrder[b.state]);
  const pending = sorted.filter((device) => device.state === 'new_login_attempt');
  const known = sorted.filter((device) => device.state !== 'new_login_attempt');

  return (
    <div className="flex flex-col gap-5">
      {pending.length > 0 && (
        <section aria-label={t('acc.devices_pending')} className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('acc.devices_pending')}</h2>
          <ul className="flex flex-col gap-3">
            {pending.map((device) => (
              <PendingDevice key={device.id} device={device} />
            ))}
          </ul>
        </section>
      )}
      <section aria-label={t('acc.devices_known')} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('acc.devices_known')}</h2>
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {known.map((device) => (
            <KnownDevice key={device.id} device={device} />
          ))}
        </ul>
      </section>
    </div>
  );
}
