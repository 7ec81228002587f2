import type { Deposit } from '@konter/shared/contracts/deposits';
import { Icon } from '../../../components/ui/icon.tsx';
import { methodKind } from '../format.ts';
import type { DepositIconName } from './deposit-icons.tsx';
import { DepositIcon } from './deposit-icons.tsx';

const tone = {
  bank: 'bg-sky-50 text-sky-700',
  va: 'bg-sky-50 text-sky-700',
  qris: 'bg-slate-900 text-white',
  ewallet: 'bg-emerald-50 text-emerald-700',
  counter: 'bg-amber-50 text-amber-700',
  card: 'bg-violet-50 text-violet-700',
  paylater: 'bg-rose-50 text-rose-700',
} as const;

const depositIcons: Partial<Record<keyof typeof tone, DepositIconName>> = {
  bank: 'bank',
  va: 'bank',
  qris: 'qr',
  counter: 'store',
};

/** A small coloured square that tells the kind of a payment method at a glance (decorative). */
export function MethodBadge({ provider, method }: { provider: Deposit['provider']; method: string }) {
  const kind = methodKind(provider, method);
  const depositIcon = depositIcons[kind];
  return (
    <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${tone[kind]}`}>
      {depositIcon ? (
        <DepositIcon name={depositIcon} className="size-5" />
      ) : (
        <Icon name={kind === 'card' || kind === 'paylater' ? 'card' : 'wallet'} className="size-5" />
      )}
    </span>
  );
}
