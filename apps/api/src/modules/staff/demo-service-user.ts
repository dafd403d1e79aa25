import { ensureStaffUser, findStaffByUsername, type Db } from '@kavach/db';
import { hashPassword } from '../../lib/password';
import { SERVICE_DESK_PERMISSION } from './roles';

export const DEMO_SERVICE_USERNAME = 'service.demo';

/**
 * A service-desk user to try the desk with (`service.demo`, password DEMO_SERVICE_PASSWORD).
 * Created only outside production and only if absent, like the demo agent.
 */
export async function ensureDemoServiceUser(db: Db, password: string, now: Date): Promise<void> {
  if (await findStaffByUsername(db, DEMO_SERVICE_USERNAME)) return;
  await ensureStaffUser(db, {
    username: DEMO_SERVICE_USERNAME,
    displayName: 'Ravi Iyer (demo service desk)',
    passwordHash: await hashPassword(password),
    permissions: [SERVICE_DESK_PERMISSION],
    teams: ['service-desk-mumbai'],
    createdAt: now,
  });
}
