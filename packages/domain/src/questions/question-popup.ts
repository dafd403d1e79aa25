import type { CityKey } from '../catalogue/cities';
import { categoryByQuestionSlug } from '../catalogue/category-lookup';
import { paths } from '../catalogue/paths';
import { isAvailableInCity } from '../geo/city-coverage';

export const QUESTION_POPUP_TITLE =
  "Which of the following situations best describes what you're looking for?";
export const QUESTION_UNAVAILABLE_TEXT = 'This service is not available in your area';
/** Link text that opens chat from the popup. */
export const QUESTION_NOT_SURE_TEXT = 'I am not sure what I want!';

export interface Question {
  id: string;
  text: string;
  /** Plan page the question leads to. */
  targetPath: string;
  /** Cities where the service is offered; null = no city restriction. */
  cities: readonly CityKey[] | null;
}

export interface PopupQuestion extends Question {
  available: boolean;
  unavailableText?: typeof QUESTION_UNAVAILABLE_TEXT;
}

export type QuestionPopupDecision =
  | { action: 'home' }
  | { action: 'redirect'; to: string }
  | {
      action: 'modal';
      title: typeof QUESTION_POPUP_TITLE;
      notSureText: typeof QUESTION_NOT_SURE_TEXT;
      questions: PopupQuestion[];
    };

/**
 * docs/product/catalogue.md#question-popup: unknown category (or nothing to ask) → home; a single question or a single
 * target page → straight to that page with `nav=search`; otherwise a modal of questions, each
 * greyed out when not served in the chosen city.
 */
export function resolveQuestionPopup(
  slug: string | null | undefined,
  questionsForCategory: readonly Question[] | null,
  chosenCityKey: CityKey | null,
): QuestionPopupDecision {
  if (typeof slug !== 'string' || !categoryByQuestionSlug(slug)) return { action: 'home' };
  if (!questionsForCategory || questionsForCategory.length === 0) return { action: 'home' };
  const targets = new Set(questionsForCategory.map((q) => q.targetPath));
  const [only] = targets;
  if (targets.size === 1 && only !== undefined) return { action: 'redirect', to: paths.withNavSearch(only) };
  return {
    action: 'modal',
    title: QUESTION_POPUP_TITLE,
    notSureText: QUESTION_NOT_SURE_TEXT,
    questions: questionsForCategory.map((q) =>
      isAvailableInCity(chosenCityKey, q.cities)
        ? { ...q, available: true }
        : { ...q, available: false, unavailableText: QUESTION_UNAVAILABLE_TEXT },
    ),
  };
}
