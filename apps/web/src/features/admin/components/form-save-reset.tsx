import { Button } from '../../../components/ui/button.tsx';

/**
 * A back-office settings form's two buttons: save what changed, or put the form back as it was saved. Both wait
 * while nothing changed or a save is on its way.
 */
export function FormSaveReset({
  saveLabel,
  resetLabel,
  disabled,
  onReset,
}: {
  saveLabel: string;
  resetLabel: string;
  disabled: boolean;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={disabled}>
        {saveLabel}
      </Button>
      <Button variant="secondary" disabled={disabled} onClick={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
