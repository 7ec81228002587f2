import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { getAppStorage } from '../../../lib/storage.ts';
import type { UiPreferences } from '../../../lib/ui-preferences.ts';
import {
  applyUiPreferences,
  cornerRoundnessOptions,
  fontSizeOptions,
  loadUiPreferences,
  saveUiPreferences,
} from '../../../lib/ui-preferences.ts';

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
        columns="row"
        options={cornerRoundnessOptions}
        value={preferences.cornerRoundness}
        labelOf={(option) => t(`display.corners.${option}`)}
        onChange={(cornerRoundness) => update({ ...preferences, cornerRoundness })}
      />
      <ChoiceGroup
        legend={t('display.font_size')}
        name="font-size"
        columns="row"
        options={fontSizeOptions}
        value={preferences.fontSize}
        labelOf={(option) => t(`display.font_size.${option}`)}
        onChange={(fontSize) => update({ ...preferences, fontSize })}
      />
    </section>
  );
}
