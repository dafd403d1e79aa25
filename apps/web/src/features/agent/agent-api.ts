import type { StaffLoginResponse } from '@kavach/contracts';
import { apiPost } from '@/lib/api-client.browser';

/**
 * Staff sign-in for sales agents (docs/product/api.md#conventions; paths of decision 015). Signing in replaces the session
 * (new cookie, new CSRF token): callers drop the cached bootstrap and load the next page afresh.
 */
export const agentApi = {
  login: (username: string, password: string) =>
    apiPost<StaffLoginResponse>('/v3/staff/login', { username, password }),
  logout: () => apiPost<{ status: 'signed_out' }>('/v3/staff/logout', {}),
};
