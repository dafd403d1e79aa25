import { Suspense } from 'react';
import { chatUrl } from '@/lib/site-config';
import { QuestionPopup } from './question-popup';

/**
 * Server wrapper for the popup island: it reads the URL's search params, so it sits in its own
 * Suspense boundary and the rest of the page stays static.
 */
export function QuestionPopupMount() {
  return (
    <Suspense fallback={null}>
      <QuestionPopup chatUrl={chatUrl()} />
    </Suspense>
  );
}
