import type { Cart } from '@kavach/contracts';
import { displayPhone } from '@/lib/phone-display';

/** Contact and address as saved on the cart, with a way back to step 1. */
export function ContactSummary({ cart, onEdit }: { cart: Cart; onEdit: () => void }) {
  const a = cart.address;
  return (
    <section aria-labelledby="co-contact-title" className="kv-card">
      <div className="flex items-center justify-between gap-3">
        <h3 id="co-contact-title" className="kv-h3">
          Contact and address
        </h3>
        <button type="button" className="kv-tlink" onClick={onEdit}>
          Edit<span className="sr-only"> contact and address</span>
        </button>
      </div>
      <address className="mt-1 grid gap-0.5 text-slate-800 not-italic">
        <span className="font-medium text-slate-900">{cart.name}</span>
        <span>
          {displayPhone(cart.phone)} · {cart.email}
        </span>
        {a ? (
          <span>
            {[a.address, a.address2, a.landmark].filter(Boolean).join(', ')}, {a.city}, {a.state} {a.pincode}
          </span>
        ) : null}
      </address>
    </section>
  );
}
