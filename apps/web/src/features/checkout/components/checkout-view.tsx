'use client';

import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@kavach/contracts';
import { useAgentSession } from '@/features/agent/use-agent-session';
import { loadCart, useCart } from '@/features/cart/cart-store';
import type { ApiFailure } from '@/lib/api-client.browser';
import { appRoutes } from '@/lib/app-routes';
import { refusalOf } from '../checkout-refusal';
import type { Refusal } from '../checkout-refusal';
import { firstOpenStep, isSlotError, nextStep, stepForCheckoutError, stepsFor } from '../checkout-steps';
import type { StepKey } from '../checkout-steps';
import { AgentReviewStep } from './agent-review-step';
import { CheckoutProgress } from './checkout-progress';
import { CheckoutSkeleton } from './checkout-skeleton';
import { DetailsStep } from './details-step';
import { OrderAside } from './order-aside';
import { ReviewStep } from './review-step';
import { VerifyStep } from './verify-step';

/**
 * The /checkout body (client island; the page shell is static): the session's cart, then the step
 * the customer is on. A refusal of checkout moves the customer to the step that can fix it, with
 * the server's message. An empty cart goes back to /cart. A signed-in agent skips the phone
 * verification and ends with "Send payment link" (issue 3 §4).
 */
export function CheckoutView() {
  const { status, cart } = useCart();
  const session = useAgentSession();
  const agent = session.status === 'ready' && session.agent !== null;
  const [chosen, setChosen] = useState<StepKey | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [slotRefresh, setSlotRefresh] = useState(0);
  const moved = useRef(false);
  const empty = status === 'ready' && (!cart || cart.items.length === 0);

  useEffect(() => {
    void loadCart();
  }, []);
  useEffect(() => {
    if (empty) window.location.replace(appRoutes.cart);
  }, [empty]);

  const step = chosen ?? (cart && !empty && session.status === 'ready' ? firstOpenStep(cart, agent) : null);
  useEffect(() => {
    if (!moved.current || !step) return;
    // A slot refusal points at its picker; anything else at the step's heading.
    const slot = refusal && isSlotError(refusal.code) ? `slot-${refusal.itemIds[0]}-group` : null;
    const target = slot ? document.getElementById(slot) : null;
    if (target) return target.focus();
    window.scrollTo({ top: 0 });
    document.getElementById('co-step-title')?.focus({ preventScroll: true });
  }, [step, refusal]);

  if (status === 'error')
    return (
      <div role="alert" className="kv-card">
        <p>We could not load your cart. Check your connection and try again.</p>
        <button type="button" className="kv-btn2 mt-3" onClick={() => void loadCart()}>
          Try again
        </button>
      </div>
    );
  if (!cart || !step || empty) return <CheckoutSkeleton redirecting={empty} />;

  const go = (to: StepKey, why: Refusal | null = null) => {
    moved.current = true;
    setRefusal(why);
    setChosen(to);
  };
  const done = (current: StepKey) => (next: Cart) => go(nextStep(current, next, agent));
  const onRefusal = (error: ApiFailure) => {
    const to = stepForCheckoutError(error.error_code, agent);
    if (to === 'cart') return window.location.assign(appRoutes.cart);
    if (error.error_code === 'SLOT_UNAVAILABLE') setSlotRefresh((n) => n + 1);
    go(to ?? 'review', refusalOf(error, cart));
  };

  const steps = stepsFor(agent);
  const title = steps.find((s) => s.key === step)?.label ?? '';
  const reviewProps = { cart, refusal, slotRefresh, onRefusal, onEditDetails: () => go('details') };
  return (
    <>
      <CheckoutProgress current={step} steps={steps} />
      <div className={step === 'review' ? '' : 'kv-cart-grid'}>
        <section aria-labelledby="co-step-title">
          <h2 id="co-step-title" tabIndex={-1} className="kv-h2 mb-4 outline-none">
            {title}
          </h2>
          {step === 'details' ? (
            <DetailsStep
              key={refusal?.code ?? 'details'}
              cart={cart}
              notice={refusal}
              onSaved={done('details')}
              agent={agent}
            />
          ) : step === 'verify' ? (
            <VerifyStep
              cart={cart}
              notice={refusal}
              onVerified={done('verify')}
              onChangeNumber={() => go('details')}
            />
          ) : agent ? (
            <AgentReviewStep {...reviewProps} onSent={() => setRefusal(null)} />
          ) : (
            <ReviewStep {...reviewProps} />
          )}
        </section>
        {step === 'review' ? null : <OrderAside cart={cart} />}
      </div>
    </>
  );
}
