import { useTranslation } from 'react-i18next';
import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import { paperWidths } from '@konter/shared/contracts/transactions';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useSaveReceiptSettings } from '../api/save-receipt-settings.ts';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';

/**
 * 58 or 80 mm, chosen on the receipt itself: saved to the receipt settings at once (RCP-02), so the next receipt
 * prints the same way. The receipt takes the new width while it saves; a refusal puts the old one back.
 */
export function PaperWidthToggle({ value }: { value: ReceiptSettings['paper_width'] }) {
  const { t } = useTranslation();
  const save = useSaveReceiptSettings();
  return (
    <ChoiceGroup
      legend={t('receipts.paper_width')}
      name="receipt-paper-width"
      options={paperWidths}
      value={value}
      labelOf={(option) => t(`receipts.paper_width.${option}`)}
      onChange={(paper_width) => {
        if (paper_width !== value) save.mutate({ paper_width }, { onError: (error) => applyFormError(error) });
      }}
    />
  );
}
