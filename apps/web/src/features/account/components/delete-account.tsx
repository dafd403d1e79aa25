import type { AccountDeletionResponse } from '@kavach/contracts';
import { FormAlert } from '@/components/form-alert';
import { PendingSubmit } from '@/components/pending-submit';
import { ShownOnArrival } from '@/components/shown-on-arrival';
import { appRoutes } from '@/lib/app-routes';
import { deleteAccountAction, sendDeletionCodeAction } from '../delete-account-actions';
import { MY_DATA_HREF } from './your-data';

/**
 * The account-deletion page's body (decision 096), rendered by the server: every step is a plain
 * form to a server action, so it works before the page's scripts load. Step one says what goes and
 * what stays, and either what stands in the way or "Send code"; step two takes the code.
 */
export function DeleteAccount({
  view,
  step,
  errorText,
  supportPhone,
}: {
  view: AccountDeletionResponse;
  step: 'start' | 'code';
  errorText: string | null;
  supportPhone: string;
}) {
  const error = errorText ? (
    <ShownOnArrival id="delete-account-error" className="scroll-mt-24">
      <FormAlert text={errorText} />
    </ShownOnArrival>
  ) : (
    <FormAlert text={null} />
  );
  const explained = (
    <section aria-labelledby="da-what" className="kv-card grid gap-3">
      <h2 id="da-what" className="kv-h3">
        What deleting your account does
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-slate-800">
        <li>Your name, phone number, email, password and saved addresses are deleted.</li>
        <li>Documents you uploaded (invoices, photos, police reports) are deleted.</li>
        <li>You are signed out on every device, and you cannot sign in to this account again.</li>
        <li>Your phone number and email can be used for a new account later.</li>
      </ul>
      <h3 className="font-semibold text-slate-900">What we keep</h3>
      <p className="text-slate-800">
        Your orders and their invoices, only as long as tax law requires (up to 8 years), and a record of each
        plan and repair by device, with nothing that names you or lets anyone contact you.
      </p>
      <p className="text-slate-800">
        Before you go, you can{' '}
        <a href={MY_DATA_HREF} download className="kv-tlink">
          download a copy of your data
        </a>
        .
      </p>
    </section>
  );
  return (
    <div className="grid max-w-2xl gap-6">
      {step === 'code' && view.can_delete ? null : explained}
      {view.can_delete ? (
        step === 'code' ? (
          <section aria-labelledby="da-code" className="kv-card grid gap-3">
            <h2 id="da-code" className="kv-h3">
              Confirm with the code
            </h2>
            <form action={deleteAccountAction} className="grid gap-3" aria-describedby="da-sent">
              <p id="da-sent" className="text-slate-800">
                We sent a 6-digit code to <strong className="font-semibold">{view.code_to}</strong>. Deleting
                your account cannot be undone.
              </p>
              <div>
                <label htmlFor="da-otp" className="block font-medium text-slate-900">
                  Enter the 6-digit code
                </label>
                <input
                  id="da-otp"
                  name="otp"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  // Arrived from "Send code": the code is what the customer types next.
                  autoFocus
                  aria-invalid={errorText ? true : undefined}
                  aria-describedby={errorText ? 'delete-account-error' : undefined}
                  className="kv-input mt-1 w-44 text-center font-mono text-xl tracking-[0.4em]"
                />
              </div>
              {error}
              <PendingSubmit idle="Delete my account" busy="Deleting…" danger />
            </form>
            <div className="flex flex-wrap items-center gap-x-6">
              <form action={sendDeletionCodeAction}>
                <button type="submit" className="kv-tlink">
                  Send a new code
                </button>
              </form>
              <a href={appRoutes.account.profile} className="kv-tlink">
                Keep my account
              </a>
            </div>
          </section>
        ) : (
          <section aria-labelledby="da-confirm" className="kv-card grid gap-3">
            <h2 id="da-confirm" className="kv-h3">
              Delete your account
            </h2>
            <form action={sendDeletionCodeAction} className="grid gap-3">
              <p className="text-slate-800">
                To make sure it is you, we will send a code to{' '}
                <strong className="font-semibold">{view.code_to}</strong>.
              </p>
              {error}
              <PendingSubmit idle="Send code" busy="Sending…" />
            </form>
          </section>
        )
      ) : (
        <section aria-labelledby="da-blocked" className="kv-card grid gap-3">
          <h2 id="da-blocked" className="kv-h3">
            Your account cannot be deleted yet
          </h2>
          <ul className="grid list-disc gap-1 pl-5 text-slate-800">
            {view.blockers.map((b) => (
              <li key={b.error_code}>{b.message}</li>
            ))}
          </ul>
          <p className="text-slate-800">
            See{' '}
            <a href={appRoutes.account.plans} className="kv-tlink">
              My Plans
            </a>{' '}
            and{' '}
            <a href={appRoutes.account.requests} className="kv-tlink">
              My Requests
            </a>
            , or call us on <span className="whitespace-nowrap font-semibold">{supportPhone}</span> and we
            will help.
          </p>
        </section>
      )}
      {/* At the code step the code comes first, what it does after it. */}
      {step === 'code' && view.can_delete ? explained : null}
    </div>
  );
}

/** What the page says once the account is gone (the session has ended with it). */
export function AccountDeleted() {
  return (
    <div className="kv-card grid max-w-2xl gap-3" role="status">
      <p className="text-slate-800">
        We have sent a confirmation to your phone and email. You have been signed out on every device.
      </p>
      <a href="/" className="kv-btn justify-self-start">
        Go to the home page
      </a>
    </div>
  );
}
