import type { AccountPlan } from '@kavach/contracts';
import { appRoutes } from '../../lib/app-routes';
import { localPath } from '../../lib/local-path';

/** Banner colours by the domain's tone (docs/product/accounts.md#plan-banner: green, red, blue, orange, grey). */
export const BANNER_TONE: Record<NonNullable<AccountPlan['banner']>['tone'], string> = {
  green: 'border-green-300 bg-green-50 text-green-900',
  red: 'border-red-300 bg-red-50 text-red-900',
  blue: 'border-sky-300 bg-sky-50 text-sky-950',
  orange: 'border-orange-300 bg-orange-50 text-orange-950',
  grey: 'border-slate-300 bg-slate-100 text-slate-800',
};

/** The device line of a card: 'Samsung Galaxy S24', else the device name, else nothing. */
export function deviceLine(device: AccountPlan['device']): string | null {
  const parts = [device.brand, device.model].filter((p): p is string => !!p && p.trim() !== '');
  if (parts.length > 0) return parts.join(' ');
  return device.name?.trim() || null;
}

export type PlanButton =
  { kind: 'link'; label: string; href: string; external: boolean } | { kind: 'disabled'; label: string };

/**
 * The card's button from the API's action (computed by the domain's plan-card table): disabled, a
 * link on this site, or 'Chat With Us' without a target, which opens the site's chat link. A target
 * that is not a path on this site is not followed (it shows disabled).
 */
export function planButton(action: AccountPlan['action'], chatUrl: string): PlanButton {
  if (action.disabled) return { kind: 'disabled', label: action.label };
  if (action.href === null)
    return action.label === 'Chat With Us'
      ? { kind: 'link', label: action.label, href: chatUrl, external: true }
      : { kind: 'disabled', label: action.label };
  const href = localPath(action.href);
  return href
    ? { kind: 'link', label: action.label, href, external: false }
    : { kind: 'disabled', label: action.label };
}

/** 'Preventive maintenance: 1 visit left' (null when the plan has none). */
export function pmLine(pm: AccountPlan['preventive_maintainance_data']): string | null {
  if (!pm.has_pm) return null;
  const n = Math.max(0, pm.remaining_pm);
  return `Preventive maintenance: ${n} ${n === 1 ? 'visit' : 'visits'} left`;
}

/** 'Activate Now' on the Activate Plan list: the plan's own activation target, else its route. */
export function activationHref(plan: Pick<AccountPlan, 'osid' | 'action'>): string {
  const own = plan.action.label === 'Activate Now' && plan.action.href ? localPath(plan.action.href) : null;
  return own ?? appRoutes.account.activate(plan.osid);
}

/** docs/product/accounts.md#plan-status-line status line, unless it only repeats the purchase date the card already shows. */
export function cardStatusLine(
  plan: Pick<AccountPlan, 'status_line' | 'plan_purchased_date'>,
): string | null {
  const line = plan.status_line?.trim() || null;
  return line === `Purchased on ${plan.plan_purchased_date}` ? null : line;
}
