import { Suspense, lazy, useCallback, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { QUESTION_POPUP_PARAM } from '../popup-param';

const QuestionModal = lazy(() => import('./question-modal'));

/** Drops `question_popup` from the address bar without a navigation (Next syncs its hooks). */
function clearParam(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(QUESTION_POPUP_PARAM);
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Client island on every page (docs/product/catalogue.md#question-popup). It only watches the URL; the modal and the
 * rules behind it are fetched when `?question_popup=<category>` is present.
 */
export function QuestionPopup({ chatUrl }: { chatUrl: string }) {
  const slug = useSearchParams().get(QUESTION_POPUP_PARAM);
  const [closed, setClosed] = useState<string | null>(null);
  const close = useCallback(() => {
    setClosed(slug);
    clearParam();
  }, [slug]);
  if (!slug || slug === closed) return null;
  return (
    <Suspense fallback={null}>
      <QuestionModal key={slug} slug={slug} chatUrl={chatUrl} onClose={close} />
    </Suspense>
  );
}
