/** Placeholder with the checkout's proportions while the cart loads (or on the way back to /cart). */
export function CheckoutSkeleton({ redirecting }: { redirecting: boolean }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">
        {redirecting ? 'Your cart is empty. Taking you to your cart…' : 'Loading checkout…'}
      </span>
      <div aria-hidden="true" className="mb-6 h-12 kv-skel" />
      <div aria-hidden="true" className="kv-cart-grid">
        <div className="grid content-start gap-4">
          <div className="kv-skel h-10 w-48" />
          <div className="kv-skel h-64" />
        </div>
        <div className="kv-skel h-56" />
      </div>
    </div>
  );
}
