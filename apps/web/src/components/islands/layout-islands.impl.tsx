import { Suspense } from 'react';
import { AppLoginMount } from '@/features/auth/components/app-login-mount';
import { SessionWatch } from '@/features/auth/components/session-watch';
import { QuestionPopup } from '@/features/question-popup/components/question-popup';

/** Loaded by layout-islands.tsx (decision 029). QuestionPopup reads the search params: own boundary. */
export function LayoutIslands({ chatUrl }: { chatUrl: string }) {
  return (
    <>
      <Suspense fallback={null}>
        <QuestionPopup chatUrl={chatUrl} />
      </Suspense>
      <AppLoginMount />
      <SessionWatch />
    </>
  );
}
