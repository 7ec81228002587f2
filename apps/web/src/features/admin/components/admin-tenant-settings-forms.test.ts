import { describe, expect, it } from 'vitest';
import type { TenantSiteSettings } from '@konter/shared/contracts/admin-tenant-settings';
import { groupedMenu, listMenu } from '@konter/shared/tenants/menus';
import { moved, movedToSection, toBody, toDraft } from './admin-tenant-menu.tsx';
import { paymentChanges, toDraft as toPaymentDraft } from './admin-tenant-payment-settings.tsx';
import { changesOf, toForm } from './admin-tenant-site-settings.tsx';

const saved: TenantSiteSettings = {
  brand_name: 'Konter Pulsa',
  logo_url: null,
  primary_color: '#0f766e',
  primary_foreground_color: '#ffffff',
  accent_color: '#f59e0b',
  locale: 'id',
  live_chat_enabled: false,
  live_chat_embed_id: null,
  contact_whatsapp: '6281234567890',
  contact_email: null,
  agent_debt_enabled: true,
  pay_from_cashback: false,
  pay_from_loan: false,
  agent_approval: 'admin',
  master_promotion: 'admin',
  android_app_url: null,
  whitelisted_email: null,
  deposit_nominals: [10_000, 20_000],
  deposit_min_topup: 10_000,
  deposit_allow_custom_nominals: true,
  deposit_allow_transfer: false,
  deposit_pay_external_payment_fee: true,
  deposit_cd: false,
  deposit_currency: 'IDR',
  deposit_locale: 'id-ID',
  deposit_banks: [{ code: 'bca', name: 'BCA', account_number: '8720012345', account_holder: 'PT Konter Pulsa' }],
  deposit_methods_off: [],
  adjustment_four_eyes_above: 1_000_000,
  deposit_bank_cutoff: '21:30',
  excel_trx_limit: 1000,
  excel_file_row_limit: 100,
  processing_timeout_minutes: 1440,
  receipt_show_logo: true,
  receipt_show_address: false,
  receipt_large_text: false,
  receipt_large_serial: true,
  receipt_note_left: false,
  receipt_paper_width: '58',
  receipt_font_size: 'regular',
  receipt_note: '',
};

describe('the tenant settings form', () => {
  it('[ADM-01] sends only what changed: cleared texts as null, numbers and nominal lists as numbers', () => {
    const form = toForm(saved);
    expect(changesOf(form, saved)).toEqual({});
    form.brand_name = '  Konter Jaya ';
    form.contact_whatsapp = '';
    form.deposit_nominals = '10000, 50000 100000';
    form.excel_file_row_limit = '250';
    form.agent_debt_enabled = false;
    form.agent_approval = 'automatic';
    form.android_app_url = ' https://play.google.com/store/apps/details?id=example ';
    expect(changesOf(form, saved)).toEqual({
      agent_approval: 'automatic',
      android_app_url: 'https://play.google.com/store/apps/details?id=example',
      brand_name: 'Konter Jaya',
      contact_whatsapp: null,
      deposit_nominals: [10_000, 50_000, 100_000],
      excel_file_row_limit: 250,
      agent_debt_enabled: false,
    });
  });

  it('[ADM-01] a number that is not one goes as typed, for the server to name the field', () => {
    const form = toForm(saved);
    form.deposit_min_topup = '10.500';
    expect(changesOf(form, saved)).toEqual({ deposit_min_topup: '10.500' });
  });
});

describe('the bank accounts and payment methods', () => {
  it('[ADM-01] an untouched draft sends nothing; an added bank sends the whole list trimmed, methods switched off sorted', () => {
    const draft = toPaymentDraft(saved);
    expect(paymentChanges(draft, saved)).toEqual({});
    draft.banks.push({ key: 9, code: 'bri', account_number: ' 034101000123307 ', account_holder: ' CV Konter ' });
    draft.off = ['xendit.qris', 'midtrans.bca_va'].sort();
    expect(paymentChanges(draft, saved)).toEqual({
      deposit_banks: [
        { code: 'bca', account_number: '8720012345', account_holder: 'PT Konter Pulsa' },
        { code: 'bri', account_number: '034101000123307', account_holder: 'CV Konter' },
      ],
      deposit_methods_off: ['midtrans.bca_va', 'xendit.qris'],
    });
    // Every bank removed: an empty list, which the server keeps (no bank transfer offered).
    expect(paymentChanges({ banks: [], off: [] }, saved)).toEqual({ deposit_banks: [] });
  });
});

describe('the menu editor', () => {
  it('[NAV-16] an untouched menu arranges back to itself; moving and hiding change only order and visibility', () => {
    const draft = toDraft(groupedMenu);
    const body = toBody(draft);
    expect(body.kind).toBe('groups');
    if (body.kind !== 'groups') return;
    expect(body.groups.map((group) => group.title)).toEqual([
      'menu.group.prepaid',
      'menu.group.postpaid',
      'menu.group.logistics',
    ]);
    expect(body.groups[0]?.entries[0]).toEqual({ backend_id: 'pulsa - prabayar', enabled: true });
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('[NAV-16] an entry moved to another group leaves its own and comes last in the other; the body says so', () => {
    const draft = toDraft(groupedMenu);
    const [first, second] = draft.sections;
    if (!first || !second) throw new Error('the sample menu has two groups');
    const entry = first.entries[0];
    const sections = movedToSection(draft.sections, 0, 0, 1) as typeof draft.sections;
    expect(sections[0]?.entries).toEqual(first.entries.slice(1));
    expect(sections[1]?.entries).toEqual([...second.entries, entry]);
    const body = toBody({ ...draft, sections });
    if (body.kind !== 'groups') throw new Error('groups expected');
    expect(body.groups[1]?.entries.at(-1)?.backend_id).toBe(entry?.backendId);
    // Nowhere to go, or the same group: unchanged.
    expect(movedToSection(draft.sections, 0, 0, 0)).toBe(draft.sections);
    expect(movedToSection(draft.sections, 0, 99, 1)).toBe(draft.sections);
    expect(movedToSection(draft.sections, 0, 0, 9)).toBe(draft.sections);
  });

  it('[NAV-16] a list menu keeps its two lists', () => {
    const body = toBody(toDraft(listMenu));
    expect(body.kind).toBe('lists');
    if (body.kind !== 'lists') return;
    expect(body.primary).toHaveLength(listMenu.kind === 'lists' ? listMenu.primary.length : 0);
    expect(body.home).toHaveLength(listMenu.kind === 'lists' ? listMenu.home.length : 0);
  });
});
