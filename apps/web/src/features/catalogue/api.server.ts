import 'server-only';
import { PlansByCategory } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';

export const getProtectionPlans = () => apiGet('/protection-plans', PlansByCategory);
export const getAmcPlans = () => apiGet('/annual-maintenance-contract', PlansByCategory);
