'use client';

import { useEffect, useState } from 'react';
import { LoadingCards } from '@/features/account/components/data-states';
import { ResetLinkForm } from './reset-link-form';
import { NewPasswordForm } from './new-password-form';

/**
 * /password-reset: without `?token=` the customer asks for a link by email; with it (the emailed
 * link) the customer chooses a new password. The page sends no referrer (next.config.ts, docs/product/security-tests.md#t5-4).
 */
export function PasswordResetView() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token')), []);
  if (token === undefined) return <LoadingCards label="Loading…" count={1} />;
  return token ? <NewPasswordForm token={token} /> : <ResetLinkForm />;
}
