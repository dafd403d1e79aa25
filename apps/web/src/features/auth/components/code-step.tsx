import type { ReactNode } from 'react';
import { CodeField } from '@/components/code-field';
import { SubmitButton } from '@/components/submit-button';

interface CodeAction {
  /** The button's `intent`, posted to the server action before the scripts run. */
  intent: string;
  label: string;
  run: () => void;
}

interface CodeStepProps {
  /** The form's id; 'Change' posts the small form `${id}-change`. */
  id: string;
  formAction: (form: FormData) => void;
  /** The fields the server action reads. */
  hidden: ReactNode;
  /** Where the code went ('OTP sent to …', 'Email: …'). */
  sentTo: ReactNode;
  /** Back to the step before ('Change number'); `hidden` are its own form's fields. */
  change?: { label: string; run: () => void; hidden?: ReactNode } | undefined;
  code: { id: string; value: string; onChange: (value: string) => void };
  /** What happened (sent, wrong code…), the element with id `noteId`; above the code when `noteFirst`. */
  note: ReactNode;
  noteId: string;
  noteFirst?: boolean;
  invalid: boolean;
  /** The intent of the action under way, or null. */
  busy: string | null;
  submit: CodeAction & { busyText: string };
  resend: CodeAction;
  /** Seconds until a code can be sent again (0: now). */
  wait: number;
  /** Buttons after 'Resend' (the voice call). */
  extra?: ReactNode;
}

/**
 * The one-time code step of a sign-in (the phone's code, the emailed code): where the code went
 * with 'Change', the code, what happened, the main button and 'Resend' with its wait. A real form
 * (decision 054): each button posts its `intent` to the server action before the scripts run;
 * after, each runs in the browser. 'Change' posts a separate small form, so that Enter in the code
 * field still submits the code (a form's first submit button is its default).
 */
export function CodeStep(props: CodeStepProps) {
  const { id, formAction, change, code, note, noteId, noteFirst, busy, submit, resend, wait } = props;
  const codeField = (
    <CodeField
      id={code.id}
      value={code.value}
      onChange={code.onChange}
      describedBy={noteId}
      invalid={props.invalid}
      autoFocus
    />
  );
  return (
    <>
      <form
        id={id}
        noValidate
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          submit.run();
        }}
        aria-busy={busy !== null}
        className="grid gap-4"
      >
        {props.hidden}
        <p className="text-slate-800">
          {props.sentTo}
          {change ? (
            <>
              {' '}
              <button
                type="submit"
                form={`${id}-change`}
                className="kv-tlink min-h-0"
                onClick={(event) => {
                  event.preventDefault();
                  change.run();
                }}
              >
                {change.label}
              </button>
            </>
          ) : null}
        </p>
        {noteFirst ? note : null}
        {codeField}
        {noteFirst ? null : note}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            name="intent"
            value={submit.intent}
            className="kv-btn"
            busy={busy === submit.intent}
            busyText={submit.busyText}
            aria-disabled={busy !== null}
          >
            {submit.label}
          </SubmitButton>
          <SubmitButton
            name="intent"
            value={resend.intent}
            formNoValidate
            className="kv-btn2"
            busy={busy === resend.intent}
            aria-disabled={busy !== null || wait > 0}
            onClick={(event) => {
              event.preventDefault();
              resend.run();
            }}
          >
            {wait > 0 ? `${resend.label} in ${wait} s` : resend.label}
          </SubmitButton>
          {props.extra}
        </div>
      </form>
      {change ? (
        <form id={`${id}-change`} action={formAction} hidden>
          <input type="hidden" name="intent" value="change" />
          {change.hidden}
        </form>
      ) : null}
    </>
  );
}
