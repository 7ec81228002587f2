import type { PosSpkMessageKey } from './id.ts';

/** Chinese texts of the SiCepat SPK screen; the same keys as id.ts. */
export const posSpkZh: Record<PosSpkMessageKey, string> = {
  'pos.spk.title': '查询并确认 SiCepat SPK',
  'pos.spk.hint': 'SiCepat 的 SPK（揽收工单）列出 SiCepat 快递员将揽收的运单。先查询编号，包裹备好后再确认。',
  'pos.spk.number': 'SPK 编号',
  'pos.spk.check': '查询 SPK',
  'pos.spk.confirm': '确认 SPK',
  'pos.spk.confirmed': '已确认',
  'pos.spk.unconfirmed': '未确认',
  'pos.spk.awbs': '待揽收运单 {count} 个',
  'pos.spk.done': '已向 SiCepat 确认该 SPK。',
};
