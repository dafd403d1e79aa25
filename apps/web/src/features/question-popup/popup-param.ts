/** Query parameter that opens the question popup (docs/product/catalogue.md#question-popup). */
export const QUESTION_POPUP_PARAM = 'question_popup';
