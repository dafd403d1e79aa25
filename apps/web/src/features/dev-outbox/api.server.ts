import 'server-only';
import { DevOutbox } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';

/** The API's development outbox; null when the API answers 404 (production). Never cached. */
export const getDevOutbox = () => apiGet('/dev/outbox', DevOutbox, { revalidate: 0 });
