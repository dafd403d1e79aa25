import { STEPS } from '../checkout-steps';
import type { StepKey } from '../checkout-steps';

/** 1 Details · 2 Verify phone · 3 Review & pay; the current step carries aria-current="step". */
export function CheckoutProgress({ current }: { current: StepKey }) {
  const at = STEPS.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Checkout steps" className="mb-6">
      <ol className="kv-progress">
        {STEPS.map((step, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li key={step.key} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span aria-hidden="true" className="kv-progress-n">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span>
                <span className="sr-only">Step {i + 1}: </span>
                {step.label}
                {state === 'done' ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
