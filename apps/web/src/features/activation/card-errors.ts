import type { ActivationDeviceView, ActivationProblem } from '@kavach/contracts';

/**
 * A device card's refusal (docs/product/activation.md#sections-and-errors: activation errors are kept per device and can be dismissed): the
 * messages per field, the eligibility problems, and the refusal's own message. Field keys are the
 * device field (`serial`), `personal.<field>`, or an upload (`invoice`, `device_photo`).
 */
export interface CardErrors {
  fields: Record<string, string>;
  problems: ActivationProblem[];
  message: string | null;
}

export type SectionKey = 'device' | 'personal' | 'uploads';
export type OpenSections = Record<SectionKey, boolean>;

export const FIX_MESSAGE = 'Please correct the highlighted fields.';

const UPLOAD_KEYS = ['invoice', 'device_photo'];

/** The API's field keys as the card uses them: a schema refusal says `device.serial`. */
export function cardFieldKeys(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^device\./, ''), v]));
}

export function sectionOf(key: string, deviceFields: readonly string[]): SectionKey | null {
  if (key.startsWith('personal.')) return 'personal';
  if (UPLOAD_KEYS.includes(key)) return 'uploads';
  return deviceFields.includes(key) ? 'device' : null;
}

/** Messages of keys no section shows (they go in the summary above the button). */
export function looseMessages(errors: CardErrors, deviceFields: readonly string[]): string[] {
  return Object.entries(errors.fields)
    .filter(([k]) => sectionOf(k, deviceFields) === null)
    .map(([, v]) => v);
}

/** The errors a saved draft was refused for, as the page loads (none: null). */
export function savedErrors(device: Pick<ActivationDeviceView, 'errors'>): CardErrors | null {
  if (!device.errors) return null;
  return { fields: cardFieldKeys(device.errors.fields), problems: device.errors.problems, message: null };
}

/**
 * docs/product/activation.md#sections-and-errors Activation sections: a section is open until it is complete, and while it has an error to
 * fix; locked personal details stay closed (they are shown, not edited).
 */
export function openSections(
  device: Pick<ActivationDeviceView, 'sections' | 'fields'>,
  errors: CardErrors | null,
  personalLocked: boolean,
  already: Partial<OpenSections> = {},
): OpenSections {
  const withError = (s: SectionKey) =>
    errors !== null && Object.keys(errors.fields).some((k) => sectionOf(k, device.fields) === s);
  const open = (s: SectionKey) => already[s] === true || !device.sections[s].complete || withError(s);
  return { device: open('device'), personal: !personalLocked && open('personal'), uploads: open('uploads') };
}

/** The errors without one field's message (it was just edited). */
export function withoutField(errors: CardErrors | null, key: string): CardErrors | null {
  if (!errors || !(key in errors.fields)) return errors;
  const { [key]: _gone, ...fields } = errors.fields;
  return { ...errors, fields };
}
