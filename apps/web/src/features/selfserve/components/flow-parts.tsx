'use client';

import type { Dispatch, ReactNode } from 'react';
import { filterTypedInput } from '@kavach/domain';
import { TextField } from '@/components/text-field';
import { INDICATOR_STEPS } from '../flow-types';
import type { FlowAction, FlowState, FlowStep } from '../flow-types';
import { saveStepAction } from '../draft-action';
import type { FormFields } from '../flow-url';

/** What every step of the flow gets: the state and its dispatch. */
export type StepProps = { state: FlowState; dispatch: Dispatch<FlowAction> };

/** The step indicator: the current step carries aria-current="step". */
export function FlowProgress({ current }: { current: FlowStep }) {
  const at = INDICATOR_STEPS.findIndex((s) => s.key === current);
  const index = at === -1 ? INDICATOR_STEPS.length : at;
  return (
    <nav aria-label="Request steps" className="mb-5">
      <p className="text-sm font-medium text-slate-700 md:hidden">
        {at === -1
          ? 'Almost done'
          : `Step ${at + 1} of ${INDICATOR_STEPS.length}: ${INDICATOR_STEPS[at]?.label}`}
      </p>
      <ol className="hidden gap-1 md:flex">
        {INDICATOR_STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'todo';
          return (
            <li
              key={step.key}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`flex-1 border-t-4 pt-2 text-center text-sm ${
                state === 'todo' ? 'border-slate-200 text-slate-600' : 'border-brand-700 text-slate-900'
              } ${state === 'current' ? 'font-bold' : ''}`}
            >
              <span className="sr-only">Step {i + 1}: </span>
              {step.label}
              {state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The step's actions: a bottom sticky bar on phones (the chat button moves up, spec §2 layout
 * rules, through `data-sticky-bottom-bar`), an ordinary row below the step from 769 px.
 */
export function ActionBar({
  onBack,
  backForm,
  primary,
  busy = false,
  disabled = false,
  onPrimary,
  note,
}: {
  onBack?: (() => void) | null;
  /** The id of StepFrame's Back form: Back submits it before hydration (decision 066). */
  backForm?: string;
  primary: string;
  busy?: boolean;
  disabled?: boolean;
  onPrimary?: () => void;
  note?: ReactNode;
}) {
  return (
    <div
      data-sticky-bottom-bar
      className="kv-sticky-bar min-[769px]:static min-[769px]:mt-6 min-[769px]:border-0 min-[769px]:bg-transparent min-[769px]:px-0 min-[769px]:py-0 min-[769px]:shadow-none"
    >
      {onBack ? (
        <button
          type={backForm ? 'submit' : 'button'}
          form={backForm}
          className="kv-btn2"
          onClick={(e) => {
            e.preventDefault();
            onBack();
          }}
        >
          Back
        </button>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-3">
        {note ? <span className="hidden text-sm text-slate-700 sm:inline">{note}</span> : null}
        <button
          type={onPrimary ? 'button' : 'submit'}
          className="kv-btn"
          onClick={onPrimary}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
        >
          {busy ? 'Please wait…' : primary}
        </button>
      </div>
    </div>
  );
}

/** A text field with the spec §5 input filter: a typed `<` or `>` is dropped. */
export function FilteredField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
}) {
  const { value, onChange, ...rest } = props;
  return <TextField {...rest} value={value} onChange={(next) => onChange(filterTypedInput(value, next))} />;
}

/** A step's frame: its heading (focused when the step opens, so keyboard and screen-reader users land on it). */
export function StepFrame({
  title,
  lead,
  children,
  onSubmit,
  step,
  query,
  post,
  postAction = saveStepAction,
  backQuery,
  after,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  onSubmit?: () => void;
  /** The step's name on its form (`data-flow-step`). */
  step?: string;
  /** Before hydration the form is a GET of /selfserve with these fields and its own (decision 066). */
  query?: FormFields;
  /**
   * Or a post to the draft action with these fields and its own (decision 076): the steps that
   * carry the customer's details never put them in a URL. `step` is where it leads, `from` this step.
   */
  post?: FormFields;
  /** The server action `post` goes to: the draft's step action unless the step has its own. */
  postAction?: (form: FormData) => Promise<void>;
  /** Forms of the step's own that cannot sit inside its form (forms do not nest): the documents' uploads. */
  after?: ReactNode;
  /** Likewise the Back button's form (`id` BACK_FORM, outside this one: forms do not nest). */
  backQuery?: FormFields;
}) {
  const body = (
    <>
      <h2 tabIndex={-1} data-step-heading className="kv-h3 outline-none">
        {title}
      </h2>
      {lead ? <p className="mt-1 text-slate-700">{lead}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </>
  );
  if (!onSubmit) return <section>{body}</section>;
  return (
    <>
      <form
        noValidate
        data-flow-step={step}
        {...(query ? { action: '/selfserve', method: 'get' } : post ? { action: postAction } : {})}
        onSubmit={(e) => {
          // Once hydrated the island handles the step; React does not run a prevented form's action.
          e.preventDefault();
          onSubmit();
        }}
      >
        {query ? <HiddenFields fields={query} /> : null}
        {post ? <HiddenFields fields={post} /> : null}
        {body}
      </form>
      {backQuery ? (
        <form id={BACK_FORM} action="/selfserve" method="get" hidden>
          <HiddenFields fields={backQuery} />
        </form>
      ) : null}
      {after}
    </>
  );
}

/** The id of a step's Back form (StepFrame `backQuery`, ActionBar `backForm`). */
export const BACK_FORM = 'ss-back';

export function HiddenFields({ fields }: { fields: FormFields }) {
  return Object.entries(fields).flatMap(([name, value]) => {
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    return values.map((v, i) => <input key={`${name}.${i}`} type="hidden" name={name} value={v} />);
  });
}

export function ErrorNote({ text }: { text: string | null | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {text ? <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">{text}</p> : null}
    </div>
  );
}
