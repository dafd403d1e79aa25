/** 404, or an order placed in another session: nothing about it is shown. */
export function OrderNotFound() {
  return (
    <div className="kv-card mx-auto mt-2 flex max-w-lg flex-col items-center py-10 text-center">
      <h2 className="text-xl font-bold text-slate-900">We could not find this order</h2>
      <p className="mt-2 text-slate-700">
        Check the link, or open it in the browser you paid in. Your order details are also in the email we
        sent you.
      </p>
      <a href="/" className="kv-btn mt-6">
        Go to the home page
      </a>
    </div>
  );
}
