/** While an account list loads: skeleton cards, announced once. */
export function LoadingCards({ label, count = 2 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="kv-skel h-40" />
      ))}
    </div>
  );
}

/** A read that failed (not a sign-in problem): the API's message and "Try again". */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="kv-card border-red-200 bg-red-50 text-red-950">
      <p>{message}</p>
      <button type="button" className="kv-btn2 mt-3 bg-white" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
