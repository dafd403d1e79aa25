import type { ReactNode } from 'react';
import type { Cart } from '@kavach/contracts';
import type { Refusal } from '../checkout-refusal';
import { isSlotError } from '../checkout-steps';
import { ContactSummary } from './contact-summary';
import { RefusalActions } from './refusal-actions';
import { ReviewItems } from './review-items';
import { SlotsSection } from './slots-section';
import { StepNotice } from './step-notice';

interface ReviewMainProps {
  cart: Cart;
  refusal: Refusal | null;
  /** A failure of the final action not carried by a refusal (a payment window that did not pay). */
  failure: string | null;
  /** Bumped to read slot availability again. */
  slotRefresh: number;
  onEditDetails: () => void;
  /** Shown first (an agent's "link sent" panel). */
  children?: ReactNode;
}

/** The review step's main column: the refusal or failure, visit slots, plans, contact and address. */
export function ReviewMain({
  cart,
  refusal,
  failure,
  slotRefresh,
  onEditDetails,
  children,
}: ReviewMainProps) {
  const slotRefusal = refusal && isSlotError(refusal.code) ? refusal : null;
  const general = refusal && !slotRefusal ? refusal : null;
  return (
    <div className="grid gap-6">
      <StepNotice message={failure ?? general?.message ?? null}>
        {general && !failure ? <RefusalActions code={general.code} /> : null}
      </StepNotice>
      {children}
      <SlotsSection
        cart={cart}
        refusal={slotRefusal ? { message: slotRefusal.message, itemIds: slotRefusal.itemIds } : null}
        refresh={slotRefresh}
      />
      <ReviewItems cart={cart} />
      <ContactSummary cart={cart} onEdit={onEditDetails} />
    </div>
  );
}
