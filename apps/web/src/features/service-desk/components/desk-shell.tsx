import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site-chrome';
import { AgentBar } from '@/features/agent/components/agent-bar';
import type { Variant } from '@/lib/variant';

/** The service desk's frame: staff chrome (no customer chat, app banner or cart), the signed-in bar and the heading. */
export function DeskShell({
  variant,
  title,
  children,
}: {
  variant: Variant;
  title: string;
  children: ReactNode;
}) {
  return (
    <SiteChrome page="service-desk" variant={variant}>
      <div className="kv-wrap pt-4 pb-16 md:pt-8">
        <AgentBar />
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Service desk</p>
        <h1 className="kv-h2">{title}</h1>
        <div className="mt-5">{children}</div>
      </div>
    </SiteChrome>
  );
}

/** A signed-in staff member without the service role. */
export function DeskForbidden() {
  return (
    <div role="alert" className="kv-card border-amber-300 bg-amber-50">
      <p className="font-medium text-amber-950">Only the service team can use the service desk.</p>
      <a href="/agent/login?next=%2Fservice-desk" className="kv-btn2 mt-3 inline-flex bg-white">
        Sign in with a service account
      </a>
    </div>
  );
}
