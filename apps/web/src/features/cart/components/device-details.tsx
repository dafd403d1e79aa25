import type { DeviceDetail } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';

/**
 * Plan pages send the chosen band's lower bound (e.g. 15,000.01 rupees) as the device price, so it
 * reads as 'from ₹15,001', rounded up to whole rupees like the band labels.
 */
const wholeRupees = (paise: number) => formatInr(Math.ceil(paise / 100) * 100);

/** The device a plan is for, when the cart knows any of it (docs/product/activation.md#device-details device detail keys). */
export function DeviceDetails({ detail }: { detail: DeviceDetail }) {
  const device = [detail.brand, detail.model ?? detail.device_name].filter(Boolean).join(' ');
  const parts = [
    device || null,
    detail.serial ? `Serial ${detail.serial}` : null,
    detail.device_price !== undefined ? `Device price from ${wholeRupees(detail.device_price)}` : null,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return null;
  return <p className="text-sm text-slate-600">{parts.join(' · ')}</p>;
}
