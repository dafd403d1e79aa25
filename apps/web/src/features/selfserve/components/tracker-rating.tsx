import type { SrDetailView } from '@kavach/contracts';
import { ratingWords } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { rateServiceAction } from '../rate-action';
import { PendingSubmit } from '@/components/pending-submit';

/** What each star says (its radio's name, with the count). */
export const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** The words for a `rating_error` code the action sent back (decision 089). */
export function ratingErrorText(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case 'RATING_REQUIRED':
    case 'VALIDATION_ERROR':
      return 'Choose from 1 to 5 stars.';
    case 'ALREADY_RATED':
      return 'You have rated this service already. Thank you!';
    case 'SR_NOT_RATEABLE':
      return 'You can rate the service once the work on this request is done.';
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/**
 * Rate the service (decision 089), once the work is done: five star radios, in order, and a comment,
 * in a form posting to one server action (rate-action.ts) before and after hydration. Once rated it
 * reads "You rated this service 4 out of 5." with the comment — for the customer, and for the desk,
 * which sees what the customer sees. `thanked`: the action has just taken it; `error`: the code it
 * came back with.
 */
export function TrackerRating({
  request: r,
  thanked,
  error,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'rateable' | 'rating'>;
  thanked: boolean;
  error: string | null;
}) {
  const message = ratingErrorText(error);
  return (
    <section id="sr-rating" className="kv-card grid scroll-mt-20 gap-2" aria-labelledby="sr-rating-title">
      <h2 id="sr-rating-title" className="kv-h4">
        How was the service?
      </h2>
      {r.rating ? (
        <>
          {thanked ? <FormAlert tone="success" text="Thank you for your rating!" /> : null}
          <p className="text-slate-900">
            <span aria-hidden="true" className="mr-2 text-xl text-amber-600">
              {'★'.repeat(r.rating.rating)}
              <span className="text-slate-500">{'★'.repeat(5 - r.rating.rating)}</span>
            </span>
            You rated this service {ratingWords(r.rating.rating)}.
          </p>
          {r.rating.comment ? <p className="break-words text-slate-800">“{r.rating.comment}”</p> : null}
        </>
      ) : (
        <form action={rateServiceAction} className="grid gap-3">
          <input type="hidden" name="sr_id" value={r.sr_id} />
          <fieldset>
            <legend className="text-slate-800">Rate it from 1 to 5 stars.</legend>
            <div className="kv-stars mt-1">
              {STAR_WORDS.map((words, i) => (
                <label key={words} title={words}>
                  <input type="radio" name="rating" value={i + 1} required className="sr-only" />
                  <span aria-hidden="true">★</span>
                  <span className="sr-only">
                    {i + 1} {i === 0 ? 'star' : 'stars'}, {words}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="grid gap-1">
            <span className="font-medium text-slate-900">
              Anything to tell us? <span className="font-normal text-slate-700">(optional)</span>
            </span>
            <textarea name="comment" maxLength={1000} rows={3} className="kv-input" />
          </label>
          <FormAlert text={message} />
          <PendingSubmit idle="Send rating" busy="Sending…" />
        </form>
      )}
    </section>
  );
}
