import { redirect } from 'next/navigation';
import { SiteChrome } from '@/components/site-chrome';
import { accountMetadata } from '@/features/account/account-metadata';
import { istToday } from '@/features/activation/ist-today';
import { SelfserveFlow } from '@/features/selfserve/components/selfserve-flow';
import { readFlowSeed } from '@/features/selfserve/flow-seed.server';
import { readDraft } from '@/features/selfserve/draft.server';
import { choiceWithDraft } from '@/features/selfserve/flow-draft';
import { parseUrlChoice } from '@/features/selfserve/flow-url';
import { appRoutes } from '@/lib/app-routes';
import { sessionCookieHeader } from '@/lib/customer-read.server';
import { chatUrl } from '@/lib/site-config';
import { parseVariant } from '@/lib/variant';

/**
 * /selfserve?osid={tokenized_osid} (spec §2, §4 Self-serve flow; issue 20 §1): raise a service
 * request on a plan. The flow is a client island over the §7 self-serve calls, its state kept in
 * sessionStorage; without a sign-in, the login page and back here. Dynamic, never indexed.
 * The server reads what the first step shows and renders it (decision 066): the plans, or the plan
 * and its covers; `step`, `cover` and `incident` are what the step's GET forms sent before the
 * page's scripts ran, and the page shows the step they lead to; what the steps from the problems on
 * posted is in the sealed draft cookie, not the URL (decision 076).
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Raise Service Request');

type Query = Record<string, string | string[] | undefined>;

interface SelfservePageProps {
  params: Promise<{ v: string }>;
  searchParams: Promise<Query>;
}

const OSID = /^[A-Za-z0-9_-]{1,80}$/;

export default async function SelfservePage({ params, searchParams }: SelfservePageProps) {
  const variant = parseVariant((await params).v);
  const query = await searchParams;
  const osid = typeof query.osid === 'string' && OSID.test(query.osid) ? query.osid : null;
  const here = osid ? `/selfserve?osid=${encodeURIComponent(osid)}` : '/selfserve';
  if (!(await sessionCookieHeader())) redirect(appRoutes.loginThen(here));
  const today = istToday();
  // The step, cover and date from the URL; what the steps sent from the sealed draft (decision 076).
  const draft = osid ? await readDraft(osid) : null;
  const choice = choiceWithDraft(parseUrlChoice(query), draft?.fields ?? null);
  const seed = await readFlowSeed(osid, choice, today);
  if (seed === 'sign-in') redirect(appRoutes.loginThen(here));
  return (
    <SiteChrome page="selfserve" variant={variant} stickyBottomBar>
      <div className="kv-wrap max-w-3xl pt-4 pb-28 md:pt-8 md:pb-16">
        <h1 className="kv-h2">Raise Service Request</h1>
        <p className="kv-lead mb-5">Tell us what happened; you will see what it costs before you confirm.</p>
        <SelfserveFlow osid={osid} today={today} chatUrl={chatUrl()} seed={seed} choice={choice} />
      </div>
    </SiteChrome>
  );
}
