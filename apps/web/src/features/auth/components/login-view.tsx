'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { appRoutes } from '@/lib/app-routes';
import { passwordSignInAction, phoneCodeAction } from '../actions';
import { nextPath, useCustomerSession } from '../customer-session';
import { emailCodeAction } from '../sign-up-actions';
import { EmailCodeForm } from './email-code-form';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';
import { SignedInNotice } from './signed-in-notice';

const TABS = [
  { key: 'password', label: 'Password' },
  { key: 'otp', label: 'Login with OTP' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * /login: a password tab and a 'Login with OTP' tab (WAI-ARIA tabs: arrow keys move between them).
 * A password sign-in of an account whose email is not verified turns into the email code step.
 * Goes to `?next=` (a path on this site) afterwards, else the home page (docs/product/catalogue.md#query-parameters-and-marketing-cookies next default '/').
 * Works before the page's scripts run (decision 054): each form, and each tab, posts to a server
 * action whose answer is rendered into the page that comes back; once hydrated, all runs here.
 */
export function LoginView() {
  const session = useCustomerSession();
  const [passwordPosted, passwordAction] = useActionState(passwordSignInAction, null);
  const [phonePosted, phoneAction] = useActionState(phoneCodeAction, null);
  const emailCode = useActionState(emailCodeAction, null);
  const [tab, setTab] = useState<Tab>(phonePosted ? 'otp' : 'password');
  /** `?next=`, once the scripts have read it (the server action reads it from the posting page). */
  const [next, setNext] = useState<string | null>(null);
  const [verify, setVerify] = useState<{ email: string; message: string } | null>(() => {
    if (passwordPosted && 'verify' in passwordPosted) return passwordPosted.verify;
    const [codePosted] = emailCode;
    return codePosted ? { email: codePosted.email, message: codePosted.note.text } : null;
  });
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ password: null, otp: null });

  useEffect(() => setNext(nextPath('/')), []);

  if (session.status === 'ready' && session.customer)
    return <SignedInNotice name={session.customer.first_name || session.customer.name} next={next ?? '/'} />;

  if (verify)
    return (
      <div className="grid gap-2">
        <h2 className="kv-h3">Verify your email</h2>
        <EmailCodeForm
          email={verify.email}
          message={verify.message}
          next={next}
          fallback="/"
          action={emailCode}
          onChangeEmail={() => setVerify(null)}
        />
      </div>
    );

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((t) => t.key === tab);
    const to =
      event.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!to) return;
    event.preventDefault();
    setTab(to.key);
    tabRefs.current[to.key]?.focus();
  };

  return (
    <div className="min-w-0">
      <div
        role="tablist"
        aria-label="How to log in"
        className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
      >
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el;
            }}
            // Before the scripts run, a tab is the submit button of a small form of its own.
            type="submit"
            form={`login-tab-form-${t.key}`}
            role="tab"
            id={`login-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`login-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              setTab(t.key);
            }}
            onKeyDown={onKey}
            className="min-h-11 rounded-md px-2 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm sm:text-base"
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="login-panel-password"
        aria-labelledby="login-tab-password"
        hidden={tab !== 'password'}
      >
        <PasswordLoginForm
          id={FORM_IDS.password}
          next={next}
          posted={passwordPosted && 'username' in passwordPosted ? passwordPosted : null}
          formAction={passwordAction}
          onEmailNotVerified={(email, message) => setVerify({ email, message })}
        />
      </div>
      <div role="tabpanel" id="login-panel-otp" aria-labelledby="login-tab-otp" hidden={tab !== 'otp'}>
        <OtpLoginForm id={FORM_IDS.otp} next={next} posted={phonePosted} formAction={phoneAction} />
      </div>
      {/*
        The tabs' forms (decision 054): `intent=tab` asks the panel's server action for that tab. Forms
        of their own, so that neither tab is the default button of a sign-in form (Enter signs in).
      */}
      <form id="login-tab-form-password" action={passwordAction} hidden>
        <input type="hidden" name="intent" value="tab" />
      </form>
      <form id="login-tab-form-otp" action={phoneAction} hidden>
        <input type="hidden" name="intent" value="tab" />
      </form>
      <p className="mt-6 border-t border-slate-200 pt-4 text-center text-slate-800">
        New to Kavach?{' '}
        <a
          href={registerHref(next ?? '/')}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Create an account
        </a>
      </p>
    </div>
  );
}

const FORM_IDS: Record<Tab, string> = { password: 'login-password-form', otp: 'login-otp-form' };

/** Registration keeps the same `next`. */
const registerHref = (next: string) =>
  next === '/' ? appRoutes.register : `${appRoutes.register}?next=${encodeURIComponent(next)}`;
