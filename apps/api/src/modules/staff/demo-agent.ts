import { ensureStaffUser, findStaffByUsername, type Db } from '@kavach/db';
import { LINK_GENERATION_PERMISSION } from '@kavach/domain';
import { hashPassword } from '../../lib/password';

export const DEMO_AGENT_USERNAME = 'agent.demo';

/**
 * A sales agent to try the agent flow with (`agent.demo`, password DEMO_AGENT_PASSWORD). Created
 * only outside production and only if absent; production staff accounts are made by the operator.
 */
export async function ensureDemoAgent(db: Db, password: string, now: Date): Promise<void> {
  if (await findStaffByUsername(db, DEMO_AGENT_USERNAME)) return; // no hashing on every start
  await ensureStaffUser(db, {
    username: DEMO_AGENT_USERNAME,
    displayName: 'Asha Kulkarni (demo agent)',
    passwordHash: await hashPassword(password),
    permissions: [LINK_GENERATION_PERMISSION],
    teams: ['tele-sales-mumbai'],
    createdAt: now,
  });
}
