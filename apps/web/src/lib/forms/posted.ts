import { stripDisallowed } from '@kavach/domain';

/** A posted form field as text: what a server action reads ('' when absent or a file). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Free text a person typed, as posted: < and > stripped (the browser strips them as typed), trimmed. */
export const formFreeText = (form: FormData, name: string): string =>
  stripDisallowed(formText(form, name)).trim();
