import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Contact } from '@konter/shared/contracts/accounts';
import { Icon } from '../../../components/ui/icon.tsx';

/** The favourite contacts as the screen has them: loaded when the picker first opens. */
export type ContactSource = {
  contacts: readonly Contact[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Asks for the list (the first open). */
  load: () => void;
};

/** Contacts of the fitting types first (a pulsa screen: pulsa, then data); the rest are left out unless none fit. */
export function contactsFor(contacts: readonly Contact[], types: readonly string[]): Contact[] {
  if (types.length === 0) return [...contacts];
  const rank = (contact: Contact) => types.indexOf(contact.type);
  const fitting = contacts.filter((contact) => rank(contact) >= 0).sort((a, b) => rank(a) - rank(b));
  return fitting.length > 0 ? fitting : [...contacts];
}

/** The button inside the destination field that opens the favourite contacts. */
export function ContactsButton({ open, onToggle, panelId }: { open: boolean; onToggle: () => void; panelId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={panelId}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-brand/10"
    >
      <Icon name="star" className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('prepaid.contacts')}</span>
    </button>
  );
}

/** The list of favourite contacts under the field (ACC-06); picking one fills the number. */
export function ContactPanel({
  id,
  source,
  types,
  onPick,
}: {
  id: string;
  source: ContactSource;
  types: readonly string[];
  onPick: (contact: Contact) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = source.contacts ? contactsFor(source.contacts, types) : [];
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-sm font-bold text-slate-800">
        {t('prepaid.contacts_title')}
      </h2>
      {source.loading && <p className="text-sm text-slate-600">{t('app.loading')}</p>}
      {source.failed && <p className="text-sm text-red-700">{t('prepaid.contacts_failed')}</p>}
      {source.contacts && list.length === 0 && (
        <p className="text-sm text-slate-600">
          {t('prepaid.contacts_empty')}{' '}
          <Link to="/account/contact" className="font-semibold text-brand underline">
            {t('prepaid.contacts_manage')}
          </Link>
        </p>
      )}
      {list.length > 0 && (
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {list.map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                onClick={() => onPick(contact)}
                className="flex min-h-12 w-full items-center gap-3 rounded-xl bg-white px-3 py-2 text-left ring-1 ring-slate-200 hover:ring-brand"
              >
                <Icon name="user" className="size-5 shrink-0 text-slate-400" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900">{contact.name}</span>
                  <span className="block text-sm text-slate-600 tabular-nums">{contact.number}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
