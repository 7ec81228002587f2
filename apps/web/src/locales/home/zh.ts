import type { homeId } from './id.ts';

/** Chinese texts of the logged-in home and of the help offered before the help centre exists. */
export const homeZh: Record<keyof typeof homeId, string> = {
  'title.member_home': '首页',
  'home.greeting': '您好，{name}',
  'home.shortcuts': '快捷方式',
  'home.top_up': '充值余额',
  'home.history': '记录',
  'home.report': '报表',
  'home.buy_again': '再次购买',
  'home.buy_again_item': '为 {number} 再次购买 {product}',
  'home.products': '产品',
  'home.recent': '最近交易',
  'home.recent_empty': '还没有交易。请在上方选择产品开始销售。',
  'home.see_all': '查看全部',
  'home.recent_failed': '最近交易加载失败。',
  'menu.group.prepaid': '预付费',
  'menu.group.postpaid': '后付费（账单）',
  'menu.group.logistics': '物流',
  'help.contact_title': '需要帮助？',
  'help.contact_body': '联系 {brand} 管理员：',
  'help.contact_whatsapp': 'WhatsApp {number}',
  'help.contact_email': '邮箱 {email}',
  'help.contact_none': '请通过您已知的联系方式联系 {brand} 管理员。',
};
