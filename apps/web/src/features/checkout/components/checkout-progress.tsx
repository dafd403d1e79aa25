import { STEPS } from '../checkout-steps';
import type { Step, StepKey } from '../checkout-steps';

/**
 * 1 Details · 2 Verify phone · 3 Review & pay (an agent's: 1 Details · 2 Review & send link); the
 * current step carries aria-current="step".
 */
export function CheckoutProgress({ current, steps = STEPS }: { current: StepKey; steps?: readonly Step[] }) {
  const at = steps.findIndex((s) => s.key === current);
  return (
    <nav aria-label="Checkout steps" className="mb-6">
      <ol className={steps.length === 2 ? 'kv-progress grid-cols-2' : 'kv-progress'}>
        {steps.map((step, i) => {
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
