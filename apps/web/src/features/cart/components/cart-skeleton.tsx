/** Placeholder with the filled cart's proportions while it loads (no layout shift on arrival). */
export function CartSkeleton() {
  return (
    <div role="status" aria-busy="true" className="kv-cart-grid">
      <span className="sr-only">Loading your cart…</span>
      <div className="grid content-start gap-4" aria-hidden="true">
        <div className="kv-skel h-40" />
        <div className="kv-skel h-40" />
        <div className="kv-skel h-28" />
      </div>
      <div className="kv-skel h-80" aria-hidden="true" />
    </div>
  );
}
