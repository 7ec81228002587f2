import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAppStorage } from '../../../lib/storage.ts';
import type { UiPreferences } from '../../../lib/ui-preferences.ts';
import {
  applyUiPreferences,
  cornerRoundnessOptions,
  fontSizeOptions,
  loadUiPreferences,
  saveUiPreferences,
} from '../../../lib/ui-preferences.ts';

function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-flow-col gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium text-slate-600 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Corner roundness and text size for this device (PLT-14); applied at once and remembered. */
export function DisplayPreferences() {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState<UiPreferences>(() => loadUiPreferences(getAppStorage()));

  const update = (next: UiPreferences) => {
    setPreferences(next);
    saveUiPreferences(getAppStorage(), next);
    applyUiPreferences(next);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="display-preferences-title">
      <h2 id="display-preferences-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('display.title')}
      </h2>
      <ChoiceGroup
        legend={t('display.corners')}
        name="corner-roundness"
        options={cornerRoundnessOptions}
        value={preferences.cornerRoundness}
        labelOf={(option) => t(`display.corners.${option}`)}
        onChange={(cornerRoundness) => update({ ...preferences, cornerRoundness })}
      />
      <ChoiceGroup
        legend={t('display.font_size')}
        name="font-size"
        options={fontSizeOptions}
        value={preferences.fontSize}
        labelOf={(option) => t(`display.font_size.${option}`)}
        onChange={(fontSize) => update({ ...preferences, fontSize })}
      />
    </section>
  );
}
