import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateTenantMenuBody } from '@konter/shared/contracts/admin-tenant-settings';
import type { Menu, MenuEntry } from '@konter/shared/contracts/site';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { applyFormError } from '../../../lib/form-errors.ts';
import { notices } from '../../../lib/notices.ts';
import { useTenantMenu, useUpdateTenantMenu } from '../api/tenant-menu.ts';
import { useAdminText } from './admin-text.ts';
import { AdminPage, Badge, Panel, QueryState } from './admin-ui.tsx';

/** The menu as the editor holds it: sections (the groups, or the two lists) of entries, in order. */
type Section = { key: string; title: string; entries: MenuEntry[] };
type Draft = { kind: Menu['kind']; sections: Section[] };

export function toDraft(menu: Menu): Draft {
  if (menu.kind === 'groups') {
    return {
      kind: 'groups',
      sections: menu.groups.map((group) => ({ key: group.title, title: group.title, entries: group.entries })),
    };
  }
  return {
    kind: 'lists',
    sections: [
      { key: 'primary', title: 'admin.menu.list.primary', entries: menu.primary },
      { key: 'home', title: 'admin.menu.list.home', entries: menu.home },
    ],
  };
}

export function toBody(draft: Draft): UpdateTenantMenuBody {
  const arranged = (entries: MenuEntry[]) =>
    entries.map((entry) => ({ backend_id: entry.backendId, enabled: entry.enabled }));
  if (draft.kind === 'groups') {
    return {
      kind: 'groups',
      groups: draft.sections.map((section) => ({ title: section.title, entries: arranged(section.entries) })),
    };
  }
  return {
    kind: 'lists',
    primary: arranged(draft.sections[0]?.entries ?? []),
    home: arranged(draft.sections[1]?.entries ?? []),
  };
}

export function moved<T>(items: T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const copy = [...items];
  const [item] = copy.splice(index, 1);
  if (item !== undefined) copy.splice(target, 0, item);
  return copy;
}

/** The entry at `entryIndex` of section `from`, taken out and put last in section `to` (another group or list). */
export function movedToSection<Entry>(
  sections: { entries: Entry[] }[],
  from: number,
  entryIndex: number,
  to: number,
): { entries: Entry[] }[] {
  const entry = sections[from]?.entries[entryIndex];
  if (entry === undefined || from === to || !sections[to]) return sections;
  return sections.map((section, index) => {
    if (index === from) return { ...section, entries: section.entries.filter((_, at) => at !== entryIndex) };
    if (index === to) return { ...section, entries: [...section.entries, entry] };
    return section;
  });
}

function MoveButtons({
  label,
  first,
  last,
  onMove,
}: {
  label: string;
  first: boolean;
  last: boolean;
  onMove: (by: number) => void;
}) {
  const { t } = useAdminText();
  const button = 'inline-flex size-11 items-center justify-center rounded-xl ring-1 ring-slate-300 hover:bg-slate-50';
  return (
    <span className="flex shrink-0 gap-1">
      <button
        type="button"
        className={`${button} disabled:opacity-40`}
        disabled={first}
        aria-label={t('admin.menu.move_up', { name: label })}
        onClick={() => onMove(-1)}
      >
        <Icon name="arrowRight" className="size-4 -rotate-90" />
      </button>
      <button
        type="button"
        className={`${button} disabled:opacity-40`}
        disabled={last}
        aria-label={t('admin.menu.move_down', { name: label })}
        onClick={() => onMove(1)}
      >
        <Icon name="arrowRight" className="size-4 rotate-90" />
      </button>
    </span>
  );
}

function MenuEditor({ saved }: { saved: Menu }) {
  const { t: admin } = useAdminText();
  // Entry and group labels are keys of the member app's catalogue, which is loaded with the admin area too.
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(saved));
  const update = useUpdateTenantMenu();
  const dirty = JSON.stringify(toBody(draft)) !== JSON.stringify(toBody(toDraft(saved)));
  const titleOf = (section: Section) => t(section.title, { defaultValue: section.title });
  const setSections = (change: (sections: Section[]) => Section[]) =>
    setDraft((now) => ({ ...now, sections: change(now.sections) }));
  const moveEntry = (from: number, entryIndex: number, to: number) =>
    setSections((sections) => movedToSection(sections, from, entryIndex, to) as Section[]);
  const setEntries = (sectionIndex: number, change: (entries: MenuEntry[]) => MenuEntry[]) =>
    setSections((sections) =>
      sections.map((section, index) =>
        index === sectionIndex ? { ...section, entries: change(section.entries) } : section,
      ),
    );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!dirty) return;
        update.mutate(toBody(draft), {
          onSuccess: () => notices.showSnackbar('success', admin('admin.saved')),
          onError: (failure) => applyFormError(failure),
        });
      }}
    >
      <p className="text-sm text-slate-600">
        {admin(draft.kind === 'groups' ? 'admin.menu.kind_groups' : 'admin.menu.kind_lists')}
      </p>
      {draft.sections.map((section, sectionIndex) => (
        <Panel
          key={section.key}
          title={titleOf(section)}
          actions={
            draft.kind === 'groups' ? (
              <MoveButtons
                label={titleOf(section)}
                first={sectionIndex === 0}
                last={sectionIndex === draft.sections.length - 1}
                onMove={(by) => setSections((sections) => moved(sections, sectionIndex, by))}
              />
            ) : undefined
          }
        >
          {section.entries.length === 0 ? (
            <p className="text-sm text-slate-600">{admin('admin.menu.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid={`menu-section-${section.key}`}>
              {section.entries.map((entry, entryIndex) => {
                const label = t(entry.label, { defaultValue: entry.name });
                return (
                  <li key={entry.backendId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                    <label className="flex min-h-11 min-w-0 flex-1 basis-56 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0"
                        checked={entry.enabled}
                        aria-label={admin('admin.menu.shown', { name: label })}
                        onChange={(event) =>
                          setEntries(sectionIndex, (entries) =>
                            entries.map((item, index) =>
                              index === entryIndex ? { ...item, enabled: event.target.checked } : item,
                            ),
                          )
                        }
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className="font-medium break-words text-slate-900">{label}</span>
                        <span className="text-xs break-all text-slate-500">{entry.backendId}</span>
                        {!entry.enabled && (
                          <span className="mt-1 whitespace-nowrap">
                            <Badge tone="slate">{admin('admin.menu.hidden')}</Badge>
                          </span>
                        )}
                      </span>
                    </label>
                    <span className="ml-auto flex gap-1">
                      {draft.kind === 'lists' && (
                        <Button
                          variant="ghost"
                          className="text-sm"
                          onClick={() => moveEntry(sectionIndex, entryIndex, sectionIndex === 0 ? 1 : 0)}
                        >
                          {admin(sectionIndex === 0 ? 'admin.menu.to_home' : 'admin.menu.to_primary')}
                        </Button>
                      )}
                      {draft.kind === 'groups' && draft.sections.length > 1 && (
                        // Another group: the entry goes last there, to be moved up from its new place.
                        <select
                          className="min-h-11 max-w-40 rounded-xl border border-slate-300 bg-white px-2 text-sm"
                          aria-label={admin('admin.menu.move_to_group', { name: label })}
                          value=""
                          onChange={(event) => moveEntry(sectionIndex, entryIndex, Number(event.target.value))}
                        >
                          <option value="" disabled>
                            {admin('admin.menu.to_group')}
                          </option>
                          {draft.sections.map((other, otherIndex) =>
                            otherIndex === sectionIndex ? null : (
                              <option key={other.key} value={otherIndex}>
                                {titleOf(other)}
                              </option>
                            ),
                          )}
                        </select>
                      )}
                      <MoveButtons
                        label={label}
                        first={entryIndex === 0}
                        last={entryIndex === section.entries.length - 1}
                        onMove={(by) => setEntries(sectionIndex, (entries) => moved(entries, entryIndex, by))}
                      />
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
      ))}
      <div className="sticky bottom-0 flex flex-wrap gap-3 bg-slate-50/95 py-3">
        <Button type="submit" disabled={!dirty || update.isPending}>
          {admin('admin.menu.save')}
        </Button>
        <Button variant="secondary" disabled={!dirty || update.isPending} onClick={() => setDraft(toDraft(saved))}>
          {admin('admin.tenant.reset')}
        </Button>
      </div>
    </form>
  );
}

/** NAV-16: the home menu's groups and entries in the admin's order, each shown or hidden. */
export function AdminTenantMenu() {
  const { t } = useAdminText();
  const menu = useTenantMenu();
  return (
    <AdminPage title={t('admin.menu.title')} description={t('admin.menu.description')}>
      {menu.data ? <MenuEditor key={JSON.stringify(menu.data)} saved={menu.data} /> : <QueryState query={menu} />}
    </AdminPage>
  );
}
