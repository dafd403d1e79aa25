'use client';

import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActivationDeviceView, ActivationOrderResponse } from '@kavach/contracts';
import { filterTypedInput } from '@kavach/domain';
import { signInAndReturn } from '@/features/account/use-account-data';
import { registerField } from '@/lib/forms/register-field';
import { activationApi } from './activation-api';
import { FIX_MESSAGE, cardFieldKeys, openSections, savedErrors, withoutField } from './card-errors';
import type { CardErrors, OpenSections, SectionKey } from './card-errors';
import { checkForm, deviceBody, formOf } from './device-form';
import type { DeviceForm } from './device-form';
import { missingDocuments, slotsFor } from './document-slots';
import { checkPersonal, personalBody } from './personal-form';
import type { PersonalForm } from './personal-form';

export const UPLOADING_MESSAGE = 'Please wait until your documents have finished uploading.';

interface Options {
  device: ActivationDeviceView;
  personal: PersonalForm;
  onPersonal: (update: (p: PersonalForm) => PersonalForm) => void;
  personalLocked: boolean;
  onOrder: (order: ActivationOrderResponse) => void;
}

/**
 * One device card's form: what was typed (kept through refusals; the server keeps it as a draft
 * too), its errors, which sections are open, and the submit. The device fields are
 * react-hook-form's (decision 054), made without `defaultValues` so that what was typed before
 * hydration is kept: `initial` (the saved draft) is what the page shows until a field registers,
 * and what a field of a section never opened holds. The personal details are the order's, shared
 * by its cards, so the page keeps them. The errors are the card's (`CardErrors`): the device
 * fields', the personal details', the uploads' and the eligibility problems, one refusal.
 * Checks before sending: docs/product/accounts.md#input-rules 'Required field', unreadable
 * numbers, missing uploads; the server judges the rest and answers per field.
 */
export function useActivationForm({ device, personal, onPersonal, personalLocked, onOrder }: Options) {
  const [initial] = useState<DeviceForm>(() => formOf(device));
  const form = useForm<DeviceForm>();
  /** Every device field: as typed where it was shown, else as saved. */
  const values = (): DeviceForm => ({ ...initial, ...definedOnly(form.getValues()) });
  const [errors, setErrors] = useState<CardErrors | null>(() => savedErrors(device));
  const [open, setOpen] = useState<OpenSections>(() =>
    openSections(device, savedErrors(device), personalLocked),
  );
  const [busy, setBusy] = useState(false);
  /** Counts refusals, so the card can move focus to the first thing to fix. */
  const [refusals, setRefusals] = useState(0);

  const refuse = (next: CardErrors) => {
    setErrors(next);
    setOpen((o) => openSections(device, next, personalLocked, o));
    setRefusals((n) => n + 1);
  };

  /** The props of a device field's `ActivationField`. */
  const field = (name: string, id: string) =>
    registerField(form, name, {
      id,
      initial: initial[name],
      posted: errors?.fields[name],
      onEdit: () => setErrors((e) => withoutField(e, name)),
    });

  const setPersonalField = (field: keyof PersonalForm, value: string) => {
    onPersonal((p) => ({ ...p, [field]: filterTypedInput(p[field], value) }));
    setErrors((e) => withoutField(e, `personal.${field}`));
  };

  const clearError = useCallback((key: string) => setErrors((e) => withoutField(e, key)), []);
  const edit = (section: SectionKey) => setOpen((o) => ({ ...o, [section]: true }));
  const dismiss = () => setErrors(null);

  /** `uploading`: a document is still on its way; the submit would find it missing. */
  const submit = async (uploading = false) => {
    if (busy) return;
    if (uploading) return refuse({ fields: {}, problems: [], message: UPLOADING_MESSAGE });
    const typed = values();
    const local = {
      ...checkForm(typed, device.fields, device.required_fields),
      ...(personalLocked ? {} : checkPersonal(personal)),
      ...missingDocuments(slotsFor(device.required_documents), device.documents),
    };
    if (Object.keys(local).length > 0) return refuse({ fields: local, problems: [], message: FIX_MESSAGE });
    setBusy(true);
    setErrors(null);
    const res = await activationApi.submit(device.id, {
      device: deviceBody(typed, device.fields),
      ...(personalLocked ? {} : { personal: personalBody(personal) }),
    });
    if (res.status === 401) return signInAndReturn();
    setBusy(false);
    if (res.ok) {
      onOrder(res.data);
      const mine = res.data.devices.find((d) => d.id === device.id);
      if (mine) setOpen(openSections(mine, null, res.data.personal_details_locked));
      return;
    }
    const problems = res.error.problems ?? [];
    refuse({
      fields: cardFieldKeys(res.error.fields ?? {}),
      problems,
      message: problems.some((p) => p.message === res.error.message) ? null : res.error.message,
    });
    // The plan's state may have moved (a draft saved, activated elsewhere): show it as it is now,
    // leaving what was typed as it is.
    if (res.status === 400 || res.status === 409) {
      const fresh = await activationApi.order(device.id);
      if (fresh.ok) onOrder(fresh.data);
    }
  };

  return {
    /** For the collapsed section's summary (re-renders as the fields change). */
    watched: { ...initial, ...definedOnly(form.watch()) },
    /** The saved draft the form started from. */
    initial,
    field,
    errors,
    open,
    busy,
    refusals,
    setPersonalField,
    clearError,
    edit,
    dismiss,
    submit,
  };
}

/** The fields react-hook-form has a value for (one never registered has none). */
const definedOnly = (v: Record<string, string | undefined>): DeviceForm =>
  Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => e[1] !== undefined));
