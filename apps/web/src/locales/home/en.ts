import type { homeId } from './id.ts';

/** English texts of the logged-in home and of the help offered before the help centre exists. */
export const homeEn: Record<keyof typeof homeId, string> = {
  'title.member_home': 'Home',
  'home.greeting': 'Hello, {name}',
  'home.shortcuts': 'Shortcuts',
  'home.top_up': 'Top up',
  'home.history': 'History',
  'home.report': 'Reports',
  'home.buy_again': 'Buy again',
  'home.buy_again_item': 'Buy {product} again for {number}',
  'home.products': 'Products',
  'home.recent': 'Recent transactions',
  'home.recent_empty': 'No transactions yet. Pick a product above to start selling.',
  'home.see_all': 'See all',
  'home.recent_failed': 'Recent transactions could not be loaded.',
  'menu.group.prepaid': 'Prepaid',
  'menu.group.postpaid': 'Postpaid (bills)',
  'menu.group.logistics': 'Logistics',
  'help.contact_title': 'Need help?',
  'help.contact_body': 'Contact the {brand} admin:',
  'help.contact_whatsapp': 'WhatsApp {number}',
  'help.contact_email': 'E-mail {email}',
  'help.contact_none': 'Contact the {brand} admin through the contact you know.',
};
