import { appRoutes } from '@/lib/app-routes';

/** Shown on the sign-in and registration pages when this browser is already signed in. */
export function SignedInNotice({ name, next }: { name: string; next: string }) {
  return (
    <div className="grid gap-3">
      <p className="text-slate-800">
        You are logged in as <strong>{name}</strong>.
      </p>
      <a href={next} className="kv-btn w-full">
        Continue
      </a>
      <a href={appRoutes.account.plans} className="kv-btn2 w-full">
        Go to My Plans
      </a>
    </div>
  );
}
