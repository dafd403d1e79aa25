'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { isAgent } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { getSessionBootstrap } from '@/lib/api-client.browser';
import { clearSignedInHint, setAgentHint } from '@/features/auth/session-cookies';
import { localPath } from '@/lib/local-path';
import { agentApi } from '../agent-api';
import { useAgentSession } from '../use-agent-session';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, string>>;

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Where to go once signed in: `?next=` when it is a path on this site, else the home page. */
const nextPath = () => localPath(new URLSearchParams(window.location.search).get('next')) ?? '/';

/**
 * Staff sign-in (POST /v3/staff/login). The API replaces the session on success, so the cached
 * bootstrap (old CSRF token) is dropped before the next page loads.
 */
export function AgentLoginForm() {
  const session = useAgentSession();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!values.username.trim()) found.username = 'Enter your username.';
    if (!values.password) found.password = 'Enter your password.';
    setErrors(found);
    setFormError(null);
    const first = (['username', 'password'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`agent-${first}`)?.focus();
    setBusy(true);
    const res = await agentApi.login(values.username.trim(), values.password);
    if (res.ok) {
      // A staff session replaces any customer sign-in here on purpose: no sign-out alert for it.
      clearSignedInHint();
      const boot = await getSessionBootstrap(true);
      // The next page loads with the agent chrome (decision 025) when the profile is an agent's.
      if (isAgent(boot?.user_profile ?? null)) setAgentHint();
      window.location.assign(nextPath());
      return;
    }
    setBusy(false);
    const fields = res.error.fields ?? {};
    setErrors({ username: fields.username, password: fields.password });
    // The rate limiter's answer (10 tries in 10 minutes) carries no message meant for people.
    setFormError(res.status === 429 ? TOO_MANY : res.error.message);
    setValues((v) => ({ ...v, password: '' }));
    document.getElementById('agent-password')?.focus();
  };

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
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} className="grid gap-4">
      <div role="alert" className="empty:hidden">
        {formError ? (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">{formError}</p>
        ) : null}
      </div>
      <TextField
        id="agent-username"
        label="Username"
        value={values.username}
        onChange={change('username')}
        error={errors.username}
        required
        autoComplete="username"
        maxLength={64}
      />
      <TextField
        id="agent-password"
        label="Password"
        type="password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        required
        autoComplete="current-password"
        maxLength={256}
      />
      <button type="submit" className="kv-btn mt-1 w-full gap-2" aria-disabled={busy} aria-busy={busy}>
        {busy ? <SpinnerIcon width={18} height={18} /> : null}
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
