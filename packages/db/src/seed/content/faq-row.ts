import type { faqs } from '../../schema';

export type FaqRow = Omit<typeof faqs.$inferInsert, 'id'>;

/** [question, answer] pairs, in display order. */
export type QA = readonly [question: string, answer: string];

export type FaqScope = 'plan-type' | 'page' | 'repair' | 'general';

export function faqRows(scope: FaqScope, byKey: Readonly<Record<string, readonly QA[]>>): FaqRow[] {
  return Object.entries(byKey).flatMap(([scopeKey, list]) =>
    list.map(([question, answer], i) => ({ scope, scopeKey, question, answer, sortOrder: i + 1 })),
  );
}
