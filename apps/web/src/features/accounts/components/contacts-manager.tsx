import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@konter/shared/contracts/accounts';
import { contactBody, contactTypes } from '@konter/shared/contracts/accounts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { useZodForm } from '../../../lib/forms/use-zod-form.ts';
import { notices } from '../../../lib/notices.ts';
import { useAddContact } from '../api/add-contact.ts';
import { useDeleteContact } from '../api/delete-contact.ts';
import { useEditContact } from '../api/edit-contact.ts';
import { useContacts } from '../api/list-contacts.ts';
import { AccountIcon } from './account-icons.tsx';
import { dangerButtonClass, SelectField } from './form-fields.tsx';

type ContactValues = { name: string; number: string; type: string };

function ContactForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: ContactValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (
    body: ReturnType<typeof contactBody.parse>,
    handlers: { onError: (error: unknown) => void; onSuccess: () => void },
  ) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm({
    initial,
    labels: { name: 'field.contact_name', number: 'field.number', type: 'field.contact_type' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(contactBody);
    if (!body) return;
    onSubmit(body, {
      onError: (error) => form.applyServerError(error),
      onSuccess: () => form.reset(initial),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField field={form.bind('name')} label={t('field.contact_name')} autoComplete="off" />
      <TextField
        field={form.bind('number')}
        label={t('field.number')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder={t('auth.phone_placeholder')}
      />
      <SelectField
        field={form.bind('type')}
        label={t('field.contact_type')}
        options={contactTypes.map((type) => ({ value: type, label: t(`acc.contact_type.${type}`) }))}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('acc.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function ContactRow({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const edit = useEditContact();
  const remove = useDeleteContact();
  const typeLabel = (contactTypes as readonly string[]).includes(contact.type)
    ? t(`acc.contact_type.${contact.type}`)
    : contact.type;

  if (mode === 'edit') {
    return (
      <li className="p-4">
        <ContactForm
          initial={{ name: contact.name, number: contact.number, type: contact.type }}
          submitLabel={t('acc.save')}
          pending={edit.isPending}
          onCancel={() => setMode('view')}
          onSubmit={(body, handlers) =>
            edit.mutate(
              { id: contact.id, body },
              {
                onSuccess: () => {
                  notices.showSnackbar('success', t('acc.contact_saved'));
                  setMode('view');
                },
                onError: handlers.onError,
              },
            )
          }
        />
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <Icon name="phone" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{contact.name}</p>
          <p className="text-slate-700 tabular-nums">{contact.number}</p>
        </div>
        <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          {typeLabel}
        </span>
      </div>
      {mode === 'confirm-delete' ? (
        <div className="flex flex-col gap-2 rounded-xl bg-red-50 p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-red-900">{t('acc.contact_delete_confirm', { name: contact.name })}</p>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(contact.id, {
                onSuccess: () => notices.showSnackbar('success', t('acc.contact_deleted')),
                onError: (error) => {
                  applyFormError(error);
                  setMode('view');
                },
              })
            }
          >
            {t('acc.delete_yes')}
          </button>
          <Button variant="secondary" onClick={() => setMode('view')}>
            {t('acc.cancel')}
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setMode('edit')}>
            <AccountIcon name="pencil" className="size-4" />
            {t('acc.edit')}
          </Button>
          <Button
            variant="ghost"
            className="flex-1 text-red-700 sm:flex-none"
            onClick={() => setMode('confirm-delete')}
            aria-label={t('acc.contact_delete_label', { name: contact.name })}
          >
            <AccountIcon name="trash" className="size-4" />
            {t('acc.delete_short')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** ACC-06: favourite numbers to pick when buying; a second identical entry is 'Contact is Duplicate'. */
export function ContactsManager() {
  const { t } = useTranslation();
  const contacts = useContacts();
  const add = useAddContact();
  const [adding, setAdding] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      {adding ? (
        <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={t('acc.contact_add')}>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('acc.contact_add')}</h2>
          <ContactForm
            initial={{ name: '', number: '', type: 'pulsa' }}
            submitLabel={t('acc.contact_add_submit')}
            pending={add.isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(body, handlers) =>
              add.mutate(body, {
                onSuccess: () => {
                  notices.showSnackbar('success', t('acc.contact_saved'));
                  handlers.onSuccess();
                  setAdding(false);
                },
                onError: handlers.onError,
              })
            }
          />
        </section>
      ) : (
        <Button onClick={() => setAdding(true)} className="w-full sm:w-auto sm:self-start">
          <span aria-hidden="true" className="text-xl leading-none">
            +
          </span>
          {t('acc.contact_add')}
        </Button>
      )}
      {contacts.isPending && <p className="py-6 text-center text-slate-500">{t('app.loading')}</p>}
      {contacts.data && contacts.data.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('acc.contacts_empty')}
        </p>
      )}
      {contacts.data && contacts.data.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {contacts.data.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </ul>
      )}
    </div>
  );
}
