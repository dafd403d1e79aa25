import { describe, expect, it } from 'vitest';
import {
  QUESTION_NOT_SURE_TEXT,
  QUESTION_POPUP_TITLE,
  QUESTION_UNAVAILABLE_TEXT,
  resolveQuestionPopup,
} from './question-popup';
import type { Question } from './question-popup';

const q = (id: string, targetPath: string, cities: Question['cities'] = null): Question => ({
  id,
  text: `Question ${id}`,
  targetPath,
  cities,
});

const acQuestions = [
  q('1', '/ac-extended-warranty-plans'),
  q('2', '/ac-service-repair', ['mumbai', 'pune']),
  q('3', '/home-repair-maintenance-plans', ['mumbai']),
];

describe('resolveQuestionPopup', () => {
  it.each([
    ['an unknown category slug', 'toasters', acQuestions],
    ['a plural slug that is not a question slug', 'microwaves', acQuestions],
    ['no slug', null, acQuestions],
    ['a known category with no questions', 'air-conditioners', []],
    ['a known category whose questions are unknown', 'air-conditioners', null],
  ] as const)('§2 question popup: %s goes to home', (_label, slug, questions) => {
    expect(resolveQuestionPopup(slug, questions, null)).toEqual({ action: 'home' });
  });

  it('§2 question popup: a category with one question goes straight to its page with nav=search', () => {
    expect(resolveQuestionPopup('irons', [q('1', '/irons-extended-warranty-plans')], 'pune')).toEqual({
      action: 'redirect',
      to: '/irons-extended-warranty-plans?nav=search',
    });
  });

  it('§2 question popup: a category whose questions all lead to one page goes straight there', () => {
    const questions = [
      q('1', '/mobile-phones-damage-protection-plans'),
      q('2', '/mobile-phones-damage-protection-plans'),
    ];
    expect(resolveQuestionPopup('mobile-phones', questions, null)).toEqual({
      action: 'redirect',
      to: '/mobile-phones-damage-protection-plans?nav=search',
    });
  });

  it('§2 question popup: several pages open the modal with the exact title and not-sure link', () => {
    const result = resolveQuestionPopup('air-conditioners', acQuestions, null);
    expect(result.action).toBe('modal');
    if (result.action !== 'modal') return;
    expect(result.title).toBe("Which of the following situations best describes what you're looking for?");
    expect(result.title).toBe(QUESTION_POPUP_TITLE);
    expect(result.notSureText).toBe('I am not sure what I want!');
    expect(result.notSureText).toBe(QUESTION_NOT_SURE_TEXT);
    expect(result.questions.map((x) => x.id)).toEqual(['1', '2', '3']);
  });

  it.each([
    ['no city chosen: all available', null, [true, true, true]],
    ['Mumbai: all available', 'mumbai', [true, true, true]],
    ['Pune: home care greyed', 'pune', [true, true, false]],
    ['Chennai: only unrestricted available', 'chennai', [true, false, false]],
  ] as const)('§2/§5 question popup city coverage: %s', (_label, city, availability) => {
    const result = resolveQuestionPopup('air-conditioners', acQuestions, city);
    if (result.action !== 'modal') throw new Error('expected modal');
    expect(result.questions.map((x) => x.available)).toEqual(availability);
    for (const question of result.questions) {
      expect(question.unavailableText).toBe(question.available ? undefined : QUESTION_UNAVAILABLE_TEXT);
    }
  });

  it("§2 question popup: the unavailable text is 'This service is not available in your area'", () => {
    expect(QUESTION_UNAVAILABLE_TEXT).toBe('This service is not available in your area');
  });
});
