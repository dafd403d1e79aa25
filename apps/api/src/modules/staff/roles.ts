import type { SessionStaff } from '../../lib/current-session';

/**
 * Staff roles (docs/product/staff.md#roles). A role is a permission in the staff user's list: the
 * agent's link generation (packages/domain/src/staff/agent.ts) and the service desk's `service`
 * (issue 20 §4), which moves service requests through their lifecycle.
 */
export const SERVICE_DESK_PERMISSION = 'service';

export const isServiceStaff = (staff: Pick<SessionStaff, 'permissions'> | null): boolean =>
  !!staff && staff.permissions.includes(SERVICE_DESK_PERMISSION);
