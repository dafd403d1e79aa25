import { useEffect, useState } from 'react';
import { paths, resolveQuestionPopup } from '@kavach/domain';
import type { QuestionPopupDecision } from '@kavach/domain';
import { chosenCityKey, loadQuestions } from '../load-questions';
import { ModalDialog } from '@/components/modal-dialog';

type Modal = Extract<QuestionPopupDecision, { action: 'modal' }>;

/**
 * Loaded only when `?question_popup=` is present (keeps the catalogue out of first-load JS): loads
 * the category's questions and applies the domain decision: a modal of questions (greyed where the
 * chosen city is not served), a redirect to the single plan page, or closing for unknown slugs.
 */
export default function QuestionModal({
  slug,
  chatUrl,
  onClose,
}: {
  slug: string;
  chatUrl: string;
  onClose: () => void;
}) {
  const [modal, setModal] = useState<Modal | null>(null);

  useEffect(() => {
    let live = true;
    void loadQuestions(slug).then((questions) => {
      if (!live) return;
      const decision = resolveQuestionPopup(slug, questions, chosenCityKey());
      if (decision.action === 'modal') setModal(decision);
      else if (decision.action === 'redirect') window.location.replace(decision.to);
      else onClose();
    });
    return () => {
      live = false;
    };
  }, [slug, onClose]);

  if (!modal) return null;
  return (
    <ModalDialog title={modal.title} onClose={onClose}>
      <ul className="space-y-3">
        {modal.questions.map((q) => (
          <li key={q.id}>
            {q.available ? (
              <a
                href={paths.withNavSearch(q.targetPath)}
                className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-slate-300 px-4 py-3 font-medium text-slate-900 hover:border-brand-700 hover:bg-brand-50"
              >
                <span>{q.text}</span>
                <span aria-hidden="true" className="text-brand-700">
                  →
                </span>
              </a>
            ) : (
              <div className="rounded-xl border border-slate-200 bg-slate-100 px-4 py-3 text-slate-600">
                <p className="font-medium">{q.text}</p>
                <p className="mt-1 text-sm">{q.unavailableText}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
      >
        {modal.notSureText}
        <span className="sr-only"> (opens chat in a new tab)</span>
      </a>
    </ModalDialog>
  );
}
