/** Query parameter that opens the question popup (spec §2). */
export const QUESTION_POPUP_PARAM = 'question_popup';
