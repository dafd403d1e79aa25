'use client';

import { useEffect, useState } from 'react';
import { LoadingCards } from '@/features/account/components/data-states';
import { appRoutes } from '@/lib/app-routes';
import { nextPath } from '../customer-session';
import { EMAIL_STAGE_MESSAGES, stageFromQuery } from '../email-stages';
import { EmailCodeForm } from './email-code-form';
import { VerifyEmailForm } from './verify-email-form';

type View =
  | { step: 'loading' }
  /** Stage 1: nothing sent yet. */
  | { step: 'ask'; email: string }
  /** Stage 2 or 3: a code is on its way; `message` is the stage's text. */
  | { step: 'code'; email: string; message: string };

/**
 * docs/product/accounts.md#sign-in email verification screen: `?email=` (and `?stage=2|3` once a code was sent, e.g. by
 * registration) shows the docs/product/accounts.md#email-verification stage message, the code entry and resend. Without a stage, stage 1
 * ('An OTP will be sent…') and a 'Send OTP' button (POST /v3/customer/resend_activation).
 */
export function EmailVerificationView() {
  const [view, setView] = useState<View>({ step: 'loading' });
  const [next, setNext] = useState<string>(appRoutes.account.plans);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const email = (q.get('email') ?? '').trim();
    const stage = stageFromQuery(q.get('stage'));
    setNext(nextPath(appRoutes.account.plans));
    setView(
      email && stage !== 1
        ? { step: 'code', email, message: EMAIL_STAGE_MESSAGES[stage] }
        : { step: 'ask', email },
    );
  }, []);

  if (view.step === 'loading') return <LoadingCards label="Loading…" count={1} />;

  if (view.step === 'code')
    return (
      <EmailCodeForm
        email={view.email}
        message={view.message}
        next={next}
        fallback={appRoutes.account.plans}
        onChangeEmail={() => setView({ step: 'ask', email: view.email })}
      />
    );

  return (
    <VerifyEmailForm
      email={view.email}
      onSent={(email, message) => setView({ step: 'code', email, message })}
    />
  );
}
