import { HomeQuestions } from '@kavach/contracts';
import { categoryByQuestionSlug, resolveQuestionPopup } from '@kavach/domain';
import type { Question } from '@kavach/domain';
import { env } from '../env';
import type { CookieReader } from './choose-variant';
import { chosenCityKey } from './repair-redirect';

const FETCH_TIMEOUT_MS = 1500;

async function fetchQuestions(slug: string): Promise<Question[] | null> {
  try {
    const res = await fetch(`${env.API_ORIGIN}/home-questions?category=${encodeURIComponent(slug)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const parsed = HomeQuestions.safeParse(await res.json());
    if (!parsed.success) return null;
    return parsed.data.questions.map((q) => ({
      id: String(q.id),
      text: q.text,
      targetPath: q.target_path,
      cities: q.cities,
    }));
  } catch {
    return null;
  }
}

export type PopupAction = { type: 'redirect'; to: string; dropQuery: boolean } | { type: 'render' };

/**
 * docs/product/catalogue.md#question-popup, decided before rendering: an unknown category goes home (without the
 * parameter); a category with one question goes straight to its page with `nav=search`; anything
 * else renders the page, whose client island shows the modal. If the API fails, just render.
 */
export async function questionPopupAction(slug: string, cookie: CookieReader): Promise<PopupAction> {
  if (!categoryByQuestionSlug(slug)) return { type: 'redirect', to: '/', dropQuery: true };
  const questions = await fetchQuestions(slug);
  if (questions === null) return { type: 'render' };
  const decision = resolveQuestionPopup(slug, questions, chosenCityKey(cookie));
  if (decision.action === 'home') return { type: 'redirect', to: '/', dropQuery: true };
  if (decision.action === 'redirect') return { type: 'redirect', to: decision.to, dropQuery: true };
  return { type: 'render' };
}
