import { useTranslation } from 'react-i18next';
import { cn23Categories, type Cn23 } from '@konter/shared/contracts/cn23';
import { formatMinor } from '../customs-amount.ts';
import { Barcode } from './barcode.tsx';

/**
 * The printable CN23 (UPU customs declaration) of one parcel, laid out for A4: the AWB barcode, sender and addressee,
 * the category boxes, one line per item (description, quantity, net weight, value, HS code, origin) and the totals.
 * The UPU headings stay in English beside the reader's language, as customs reads them.
 */
export function Cn23Document({ cn23 }: { cn23: Cn23 }) {
  const { t } = useTranslation();
  const cell = 'border border-slate-900 px-2 py-1 align-top';
  return (
    <article
      className="flex flex-col gap-3 bg-white p-4 text-sm text-slate-900 print:p-0 print:text-xs"
      data-testid="cn23-document"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-2 border-slate-900 pb-2">
        <div>
          <p className="text-2xl font-bold">CN 23</p>
          <p className="font-semibold">CUSTOMS DECLARATION · {t('pos.cn23.document_title')}</p>
          <p className="font-mono break-all">{cn23.number}</p>
        </div>
        <Barcode value={cn23.awb} className="w-full max-w-xs" />
      </header>
      <section className="grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2">
        {(['sender', 'recipient'] as const).map((side) => (
          <div key={side} className="rounded border border-slate-900 p-2">
            <p className="font-semibold">
              {side === 'sender' ? 'From' : 'To'} · {t(`pos.cn23.${side}`)}
            </p>
            <p>{cn23[side].name}</p>
            <p className="break-words">{cn23[side].address}</p>
            <p>
              {cn23[side].city} · <span className="font-semibold">{cn23[side].country}</span>
            </p>
          </div>
        ))}
      </section>
      <section className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('pos.cn23.category')}>
        {cn23Categories.map((category) => (
          <span key={category} className="inline-flex items-center gap-1">
            <span
              aria-hidden
              className="inline-flex size-4 items-center justify-center border border-slate-900 font-bold"
            >
              {category === cn23.category ? '✕' : ''}
            </span>
            {t(`pos.cn23.category_${category}`)}
            {category === cn23.category && <span className="sr-only">✓</span>}
          </span>
        ))}
      </section>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse print:min-w-0">
          <thead>
            <tr className="text-left">
              <th className={cell}>{t('pos.cn23.description')}</th>
              <th className={cell}>{t('pos.cn23.quantity')}</th>
              <th className={cell}>{t('pos.cn23.weight')}</th>
              <th className={cell}>{t('pos.cn23.value', { currency: cn23.currency })}</th>
              <th className={cell}>{t('pos.cn23.hs_code')}</th>
              <th className={cell}>{t('pos.cn23.origin')}</th>
            </tr>
          </thead>
          <tbody>
            {cn23.items.map((item, index) => (
              <tr key={index}>
                <td className={`${cell} break-words`}>{item.description}</td>
                <td className={cell}>{item.quantity}</td>
                <td className={cell}>{item.net_weight_grams} g</td>
                <td className={cell}>{formatMinor(item.value, cn23.currency)}</td>
                <td className={`${cell} font-mono`}>{item.hs_code}</td>
                <td className={cell}>{item.origin_country}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className={cell} colSpan={2}>
                {t('pos.cn23.totals')}
              </td>
              <td className={cell}>{cn23.total_weight_grams} g</td>
              <td className={cell} colSpan={3}>
                {formatMinor(cn23.total_value, cn23.currency)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <footer className="grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2">
        <p>
          {t('pos.cn23.courier')}: {cn23.courier_name} · AWB <span className="font-mono">{cn23.awb}</span>
        </p>
        <p>
          {t('pos.cn23.date_signature')}: {cn23.created_at.slice(0, 10)} ______________________
        </p>
      </footer>
    </article>
  );
}
