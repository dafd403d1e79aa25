import type { ReactNode } from 'react';
import { CodeField } from '@/components/code-field';

/** The phone or email a search needs a code for, and whether the code went out. */
export type Verify = { query: string; lookup: 'email' | 'mobile'; sent: boolean };

interface TrackerVerifyProps {
  verify: Verify;
  busy: boolean;
  code: string;
  onCode: (code: string) => void;
  /** After hydration: send the code through the browser client. */
  onSend: () => void;
  /** After hydration: check the code through the browser client. */
  onCheck: () => void;
  /** The server action the forms post to before hydration (`trackerCodeAction`). */
  formAction: (form: FormData) => void;
}

/**
 * 'Confirm it is yours' of the tracker search (issue 20 §3 privacy): 'Send code', then the code.
 * Both are real forms posting to the server action before the page's scripts run (decision 072);
 * once hydrated their submit runs in the browser instead (`preventDefault`), as before.
 */
export function TrackerVerify({
  verify,
  busy,
  code,
  onCode,
  onSend,
  onCheck,
  formAction,
}: TrackerVerifyProps) {
  const post = { query: verify.query, formAction };
  return (
    <section className="kv-card grid gap-3" aria-labelledby="track-verify">
      <h2 id="track-verify" className="kv-h4">
        Confirm it is yours
      </h2>
      <p className="text-slate-800">
        To show requests for {verify.query}, we send a one-time code to that{' '}
        {verify.lookup === 'email' ? 'email' : 'mobile number'}.
      </p>
      {!verify.sent ? (
        <CodePost {...post} intent="send" className="grid" onSubmit={onSend}>
          <button type="submit" className="kv-btn justify-self-start" disabled={busy}>
            Send code
          </button>
        </CodePost>
      ) : (
        <CodePost
          {...post}
          intent="verify"
          className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end"
          onSubmit={onCheck}
        >
          <CodeField id="track-code" label="One-time code" value={code} onChange={onCode} />
          <button type="submit" className="kv-btn" disabled={busy}>
            Verify and show
          </button>
        </CodePost>
      )}
    </section>
  );
}

/**
 * One of the two forms: the contact and what to do with it (`intent`) for the server action before
 * hydration; after it, `onSubmit` in the browser instead of the post.
 */
function CodePost({
  query,
  intent,
  formAction,
  onSubmit,
  className,
  children,
}: {
  query: string;
  intent: 'send' | 'verify';
  formAction: (form: FormData) => void;
  onSubmit: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      action={formAction}
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
