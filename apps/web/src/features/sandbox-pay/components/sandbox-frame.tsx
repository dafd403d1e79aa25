import type { ReactNode } from 'react';
import { ShieldLogo } from '@/components/icons';

/**
 * The sandbox gateway's hosted page frame (decision 011), deliberately without the site chrome: it
 * stands in for a third-party page.
 */
export function SandboxFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-6 sm:py-12">
      <main id="main" className="mx-auto max-w-xl overflow-hidden rounded-2xl bg-white shadow-xl">
        <header className="flex flex-wrap items-center justify-between gap-2 bg-slate-900 px-5 py-4 text-white">
          <h1 className="flex items-center gap-2 text-lg font-bold">
            <ShieldLogo width={22} height={22} className="text-amber-300" />
            Kavach Sandbox Payments
          </h1>
          <p className="rounded-full bg-amber-300 px-3 py-1 text-xs font-bold text-slate-900 uppercase">
            Test mode · no real money
          </p>
        </header>
        <div className="grid gap-5 p-5 sm:p-6">{children}</div>
      </main>
    </div>
  );
}
