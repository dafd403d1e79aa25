import { useEffect } from 'react';

interface ErrorViewProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** Friendly error message for `error.tsx` boundaries (client component: no server chrome here). */
export function ErrorView({ error, reset }: ErrorViewProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center border-b border-slate-200 px-4">
        <a href="/" className="flex min-h-11 items-center text-xl font-extrabold text-slate-900">
          Kavach
        </a>
      </header>
      <main id="main" className="mx-auto max-w-2xl flex-1 px-4 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-slate-900">Something went wrong</h1>
        <p className="mt-4 text-lg text-slate-700">
          We couldn’t load this page just now. Please try again — if it keeps happening, our support team is
          happy to help.
        </p>
        {error.digest && <p className="mt-2 text-sm text-slate-600">Reference: {error.digest}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Try again
          </button>
          <a
            href="/"
            className="inline-flex min-h-12 items-center rounded-lg border border-brand-700 px-6 font-semibold text-brand-700"
          >
            Go to the home page
          </a>
        </div>
      </main>
    </div>
  );
}
