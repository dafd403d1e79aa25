import { SiteChrome } from '@/components/site-chrome';
import { accountMetadata } from '@/features/account/account-metadata';
import { searchAsVisitor } from '@/features/selfserve/api.server';
import { TrackerSearch } from '@/features/selfserve/components/tracker-search';
import { TRACKER_SEARCH_PATH } from '@/features/selfserve/tracker-view';
import { parseVariant } from '@/lib/variant';

/**
 * /selfserve/tracker (issue 20 §3): track a request by its number, or by mobile number or email
 * after a one-time code. `?query=` (the form's plain GET before hydration) is searched here, on the
 * server, and the answer rendered with the page (decision 066). By phone or email before the scripts,
 * 'Send code' and the code post to a server action; a right code comes back here (303) with the
 * results, a wrong one with the API's message (decision 072).
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Track Request');

type Query = Record<string, string | string[] | undefined>;

export default async function TrackerSearchPage({
  params,
  searchParams,
}: {
  params: Promise<{ v: string }>;
  searchParams: Promise<Query>;
}) {
  const variant = parseVariant((await params).v);
  const q = (await searchParams).query;
  const initial = typeof q === 'string' ? q.slice(0, 120) : '';
  const answer = initial.trim() ? await searchAsVisitor(initial.trim()) : undefined;
  return (
    <SiteChrome page="selfserve" variant={variant}>
      <div className="kv-wrap max-w-3xl pt-4 pb-16 md:pt-8">
        <h1 className="kv-h2">Track Request</h1>
        <p className="kv-lead mb-5">
          Enter your request number, or the mobile number or email you raised it with.
        </p>
        <TrackerSearch initialQuery={initial} initialAnswer={answer} action={TRACKER_SEARCH_PATH} />
      </div>
    </SiteChrome>
  );
}
