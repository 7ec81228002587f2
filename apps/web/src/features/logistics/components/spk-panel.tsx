import { useState, type FormEvent } from 'react';
import { useSpkText } from '../spk-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSpkActions } from '../api/spk.ts';
import { Field } from './fields.tsx';
import { ToneBadge } from './order-status.tsx';

/**
 * SiCepat's SPK (MLO-05): the agent checks a pickup work order by its number, sees the AWBs SiCepat's courier will
 * collect and whether it is confirmed, and confirms it. The server's refusal (unknown SPK, SiCepat not answering)
 * reads under the field.
 */
export function SpkPanel() {
  const { t: spkT } = useSpkText();
  const { check, confirm } = useSpkActions();
  const [spk, setSpk] = useState('');
  // A new check resets the confirm, so a confirm in play is always about the SPK on screen.
  const failure = confirm.error ?? check.error;
  const error = isApiError(failure) ? (failure.errors.spk?.[0] ?? failure.message) : undefined;
  const found = confirm.data ?? check.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    check.mutate(spk.trim());
  };
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={spkT('pos.spk.title')} noValidate>
          <h2 className="text-lg font-semibold">{spkT('pos.spk.title')}</h2>
          <p className="text-sm text-slate-600">{spkT('pos.spk.hint')}</p>
          <Field
            label={spkT('pos.spk.number')}
            name="spk"
            value={spk}
            autoComplete="off"
            onChange={(event) => setSpk(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={check.isPending || !spk.trim()}>
            {spkT('pos.spk.check')}
          </Button>
        </form>
      </Card>
      {found && (
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2" data-testid="spk-result">
            <p className="font-mono font-semibold break-all">{found.spk}</p>
            <ToneBadge
              status={found.confirmed ? 'confirmed' : 'open'}
              tone={found.confirmed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}
              label={spkT(found.confirmed ? 'pos.spk.confirmed' : 'pos.spk.unconfirmed')}
            />
          </div>
          <p className="mt-2 text-sm text-slate-700">{spkT('pos.spk.awbs', { count: found.awbs.length })}</p>
          <ul className="mt-1 flex flex-col gap-1" data-testid="spk-awbs">
            {found.awbs.map((awb) => (
              <li key={awb} className="font-mono text-sm break-all">
                {awb}
              </li>
            ))}
          </ul>
          {!found.confirmed && (
            <Button
              className="mt-3 w-full sm:w-auto"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(found.spk)}
            >
              {spkT('pos.spk.confirm')}
            </Button>
          )}
          {confirm.isSuccess && found.confirmed && (
            <p role="status" className="mt-2 text-sm text-emerald-800">
              {spkT('pos.spk.done')}
            </p>
          )}
        </Card>
      )}
    </div>
  );
}
