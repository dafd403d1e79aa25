/** While the link's details load (the page is rendered per request). */
export default function PaymentLinkLoading() {
  return (
    <div role="status" aria-busy="true" className="kv-wrap grid gap-5 pt-22 pb-12 md:pt-26">
      <span className="sr-only">Loading your payment link…</span>
      <div aria-hidden="true" className="kv-skel h-16 max-w-md" />
      <div aria-hidden="true" className="kv-cart-grid">
        <div className="kv-skel h-64" />
        <div className="kv-skel h-56" />
      </div>
    </div>
  );
}
