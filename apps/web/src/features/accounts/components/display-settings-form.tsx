import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@konter/shared/contracts/accounts';
import { cornerRoundness, fontFamilies, fontSizes } from '@konter/shared/contracts/accounts';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useSaveUserSettings } from '../api/save-user-settings.ts';
import { useUserSettings } from '../api/user-settings.ts';
import { applyDisplaySettings } from '../session/display-settings.ts';

const familyPreview: Record<(typeof fontFamilies)[number], string> = {
  system: 'font-sans',
  inter: 'font-sans',
  serif: 'font-serif',
  mono: 'font-mono',
};

/**
 * ACC-12: the account's display preference (font size, corners, font family) and e-mail notifications. Each
 * choice applies to the whole app at once and is saved right away; a refused save puts the old look back.
 */
export function DisplaySettingsForm() {
  const { t } = useTranslation();
  const settings = useUserSettings();
  const save = useSaveUserSettings();

  if (settings.isPending) return <p className="py-6 text-center text-slate-500">{t('app.loading')}</p>;
  if (settings.isError) return <p className="py-6 text-center text-red-700">{t('acc.settings_failed')}</p>;
  const current = save.isPending && save.variables ? { ...settings.data, ...save.variables } : settings.data;

  const change = (patch: Partial<UserSettings>) => {
    const previous = current;
    applyDisplaySettings({ ...previous, ...patch });
    save.mutate(patch, {
      onSuccess: ({ settings: saved }) => applyDisplaySettings(saved),
      onError: (error) => {
        applyDisplaySettings(previous);
        applyFormError(error);
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <ChoiceGroup
        legend={t('display.font_size')}
        name="account-font-size"
        columns={4}
        options={fontSizes}
        value={current.font_size}
        labelOf={(option) => t(`display.font_size.${option}`)}
        onChange={(font_size) => change({ font_size })}
      />
      <ChoiceGroup
        legend={t('display.corners')}
        name="account-corners"
        columns={3}
        options={cornerRoundness}
        value={current.corner_roundness}
        labelOf={(option) => t(`display.corners.${option}`)}
        onChange={(corner_roundness) => change({ corner_roundness })}
      />
      <ChoiceGroup
        legend={t('acc.font_family')}
        name="account-font-family"
        columns={4}
        options={fontFamilies}
        value={current.font_family}
        labelOf={(option) => t(`acc.font_family.${option}`)}
        classOf={(option) => familyPreview[option]}
        onChange={(font_family) => change({ font_family })}
      />
      <label className="flex min-h-14 cursor-pointer items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{t('acc.email_notification')}</span>
          <span className="block text-sm text-slate-600">{t('acc.email_notification_desc')}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={current.email_notification}
          onChange={(event) => change({ email_notification: event.target.checked })}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand after:absolute after:top-0.5 after:left-0.5 after:size-6 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
      </label>
      <p className="text-sm text-slate-600" aria-live="polite">
        {save.isPending ? t('acc.saving') : save.isSuccess ? t('acc.settings_saved') : t('acc.settings_auto')}
      </p>
    </div>
  );
}
