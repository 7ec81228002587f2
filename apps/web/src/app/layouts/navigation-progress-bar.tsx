import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import type { NavigationProgress, ProgressPhase } from '../navigation-progress.ts';
import { createNavigationProgress } from '../navigation-progress.ts';

/** Connects the router's navigation state to the progress timing (NAV-01). */
export function NavigationProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [phase, setPhase] = useState<ProgressPhase>('idle');
  const progress = useRef<NavigationProgress | null>(null);

  useEffect(() => {
    const instance = createNavigationProgress({ onChange: setPhase });
    progress.current = instance;
    return () => {
      instance.dispose();
      progress.current = null;
    };
  }, []);

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) progress.current?.start();
    else progress.current?.done();
  }, [busy]);

  return <ProgressBar phase={phase} label={t('app.loading')} />;
}
