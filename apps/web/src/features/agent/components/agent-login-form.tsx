'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isAgent } from '@kavach/domain';
import { BusyForm } from '@/components/busy-form';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';
import { getSessionBootstrap } from '@/lib/api-client.browser';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { clearSignedInHint, setAgentHint } from '@/features/auth/session-cookies';
import { localPath } from '@/lib/local-path';
import { agentApi } from '../agent-api';
import { useAgentSession } from '../use-agent-session';

type AgentValues = { username: string; password: string };

/** Staff sign-in says what is missing in its own words. */
const resolver = checkResolver<AgentValues>((v) => ({
  username: v.username.trim() ? undefined : 'Enter your username.',
  password: v.password ? undefined : 'Enter your password.',
}));

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Where to go once signed in: `?next=` when it is a path on this site, else the home page. */
const nextPath = () => localPath(new URLSearchParams(window.location.search).get('next')) ?? '/';

/**
 * Staff sign-in (POST /v3/staff/login). The API replaces the session on success, so the cached
 * bootstrap (old CSRF token) is dropped before the next page loads.
 */
export function AgentLoginForm() {
  const session = useAgentSession();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<AgentValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', password: '' },
  });
  const busy = form.formState.isSubmitting || leaving;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const res = await agentApi.login(values.username.trim(), values.password);
    if (res.ok) {
      setLeaving(true);
      // A staff session replaces any customer sign-in here on purpose: no sign-out alert for it.
      clearSignedInHint();
      const boot = await getSessionBootstrap(true);
      // The next page loads with the agent chrome (decision 025) when the profile is an agent's.
      if (isAgent(boot?.user_profile ?? null)) setAgentHint();
      window.location.assign(nextPath());
      return;
    }
    const fields = res.error.fields ?? {};
    for (const name of ['username', 'password'] as const) {
      const message = fields[name];
      if (message) form.setError(name, { type: 'server', message });
    }
    // The rate limiter's answer (10 tries in 10 minutes) carries no message meant for people.
    setFormError(res.status === 429 ? TOO_MANY : res.error.message);
    form.setValue('password', '');
    form.setFocus('password');
  });

  if (session.status === 'ready' && session.agent)
    return (
      <div className="grid gap-3">
        <p className="text-slate-800">
          You are signed in as agent <strong>{session.agent.username}</strong>.
        </p>
        <a href={nextPath()} className="kv-btn w-full">
          Continue
        </a>
      </div>
    );

  return (
    <BusyForm method="post" busy={busy} onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormAlert text={formError} />
      <Field
        {...registerField(form, 'username', { id: 'agent-username', filter: false })}
        label="Username"
        required
        autoComplete="username"
        maxLength={64}
      />
      <Field
        {...registerField(form, 'password', { id: 'agent-password', filter: false })}
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        maxLength={256}
      />
      <SubmitButton busy={busy} busyText="Signing in…" className="kv-btn mt-1 w-full" aria-busy={busy}>
        Sign in
      </SubmitButton>
    </BusyForm>
  );
}
