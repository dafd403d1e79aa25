import { SiteChrome } from '@/components/site-chrome';
import { DEFAULT_VARIANT } from '@/lib/variant';

/** An unknown (or mistyped) payment link: nothing about any order is shown. */
export default function PaymentLinkNotFound() {
  return (
    <SiteChrome page="payment-link" variant={DEFAULT_VARIANT}>
      <div className="kv-wrap pt-6 pb-12 md:pt-10">
        <div className="kv-card mx-auto flex max-w-lg flex-col items-center py-10 text-center">
          <h1 className="text-2xl font-bold text-slate-900">We could not find this payment link</h1>
          <p className="mt-2 text-slate-700">
            Check that you opened the whole link from your SMS or email, or ask your Kavach advisor to send it
            again.
          </p>
          <a href="/" className="kv-btn mt-6">
            Go to the home page
          </a>
        </div>
      </div>
    </SiteChrome>
  );
}
