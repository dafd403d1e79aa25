import { headers } from 'next/headers';
import { SiteChrome } from '@/components/site-chrome';
import { TrackerSearch } from '@/features/selfserve/components/tracker-search';
import { TRACKER_SEARCH_PATH } from '@/features/selfserve/tracker-view';
import { VARIANT_HEADER } from '@/lib/proxy/variant-rewrite';
import { DEFAULT_VARIANT, isVariantKey, parseVariant } from '@/lib/variant';

/**
 * The tracker of a request that is not the visitor's (or does not exist): the same answer for both
 * (T16.1), with tracker search, where a number shows its status only.
 */
export default async function TrackerNotFound() {
  const key = (await headers()).get(VARIANT_HEADER);
  const variant = isVariantKey(key) ? parseVariant(key) : DEFAULT_VARIANT;
  return (
    <SiteChrome page="selfserve" variant={variant}>
      <div className="kv-wrap max-w-3xl pt-4 pb-16 md:pt-8">
        <h1 className="kv-h2">We could not find that request in your account</h1>
        <p className="kv-lead mb-5">
          Check the number, sign in with the account that raised it, or search for it below.
        </p>
        <TrackerSearch action={TRACKER_SEARCH_PATH} />
      </div>
    </SiteChrome>
  );
}
