export type ProgressBarPhase = 'idle' | 'pending' | 'running' | 'finishing';

/** The thin bar at the top of the screen (NAV-01); only 'running' and 'finishing' are visible. */
export function ProgressBar({ phase, label }: { phase: ProgressBarPhase; label: string }) {
  if (phase === 'idle' || phase === 'pending') return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      data-phase={phase}
      className="fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div className={`h-full bg-accent ${phase === 'running' ? 'progress-bar-running' : 'progress-bar-done'}`} />
    </div>
  );
}
