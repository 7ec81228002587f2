import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosSettings } from '@konter/shared/contracts/logistics';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveSettings } from '../api/save-settings.ts';
import { Field, fieldError } from './fields.tsx';

const packagings = ['plastic', 'box', 'bubble_wrap', 'wood'] as const;

/** POS settings (MLO-01): the counter's origin address, the sender's identity and the default packaging. */
export function SettingsPanel({ settings }: { settings: PosSettings | null }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const [form, setForm] = useState<PosSettings>(
    settings ?? {
      origin: { name: '', phone: '', address: '', city: '', postal_code: '' },
      sender_name: '',
      sender_phone: '',
      default_packaging: 'plastic',
    },
  );
  const errors = isApiError(save.error) ? save.error.errors : undefined;
  const origin = (key: keyof PosSettings['origin'], value: string) =>
    setForm({ ...form, origin: { ...form.origin, [key]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('pos.settings.title')}>
        <h2 className="text-lg font-bold text-slate-900">{t('pos.settings.title')}</h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {(['name', 'phone', 'address', 'city', 'postal_code'] as const).map((key) => (
            <Field
              key={key}
              name={`origin_${key}`}
              label={t(`pos.settings.origin_${key}`)}
              value={form.origin[key]}
              onChange={(event) => origin(key, event.target.value)}
              error={fieldError(errors, `origin.${key}`)}
            />
          ))}
          <Field
            name="sender_name"
            label={t('pos.settings.sender_name')}
            value={form.sender_name}
            onChange={(event) => setForm({ ...form, sender_name: event.target.value })}
            error={fieldError(errors, 'sender_name')}
          />
          <Field
            name="sender_phone"
            label={t('pos.settings.sender_phone')}
            value={form.sender_phone}
            onChange={(event) => setForm({ ...form, sender_phone: event.target.value })}
            error={fieldError(errors, 'sender_phone')}
          />
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('pos.settings.packaging')}
            <select
              className="min-h-11 rounded-xl border border-slate-300 bg-white px-3 text-base"
              value={form.default_packaging}
              onChange={(event) =>
                setForm({ ...form, default_packaging: event.target.value as PosSettings['default_packaging'] })
              }
            >
              {packagings.map((packaging) => (
                <option key={packaging} value={packaging}>
                  {t(`pos.packaging.${packaging}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {save.isSuccess && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {t('pos.settings.saved')}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {t('pos.settings.save')}
        </Button>
      </form>
    </Card>
  );
}
