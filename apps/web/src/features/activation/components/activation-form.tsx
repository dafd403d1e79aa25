import { useEffect, useRef, useState } from 'react';
import type { ActivationDeviceView, ActivationDocument, ActivationOrderResponse } from '@kavach/contracts';
import { SpinnerIcon } from '@/components/icons';
import { fieldSpec, deviceSummary } from '../device-form';
import { documentsSummary, slotsFor } from '../document-slots';
import { PERSONAL_LABELS, personalKey, personalSummary } from '../personal-form';
import type { PersonalForm } from '../personal-form';
import { useActivationForm } from '../use-activation-form';
import { ActivationField } from './activation-field';
import { ActivationSection } from './activation-section';
import { CardErrorSummary } from './card-error-summary';
import { DocumentSlot } from './document-slot';

export interface ActivationFormProps {
  device: ActivationDeviceView;
  prefix: string;
  personal: PersonalForm;
  onPersonal: (update: (p: PersonalForm) => PersonalForm) => void;
  personalLocked: boolean;
  today: string;
  onOrder: (order: ActivationOrderResponse) => void;
  onPatch: (id: string, patch: (d: ActivationDeviceView) => ActivationDeviceView) => void;
}

const PERSONAL_INPUT = {
  name: { type: 'text', autoComplete: 'name', maxLength: 120 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', autoComplete: 'tel-national', maxLength: 10, inputMode: 'numeric' },
  pincode: { type: 'text', autoComplete: 'postal-code', maxLength: 6, inputMode: 'numeric' },
} as const;

export const LOCKED_NOTE = 'Your personal details can no longer be changed for this order.';

/** The three docs/product/activation.md#sections-and-errors sections of a plan still to activate, and 'Activate plan'. */
export function ActivationForm(props: ActivationFormProps) {
  const { device, prefix, personal, personalLocked, today, onPatch } = props;
  const f = useActivationForm(props);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const slots = slotsFor(device.required_documents);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const fieldError = (key: string) => f.errors?.fields[key];

  // A refused submit: focus the first field to fix, else the summary of what went wrong.
  useEffect(() => {
    if (f.refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? summaryRef.current)?.focus();
  }, [f.refusals]);

  const addDocument = (doc: ActivationDocument) =>
    onPatch(device.id, (d) => ({ ...d, documents: [...d.documents, doc] }));
  const removeDocument = (id: string) =>
    onPatch(device.id, (d) => ({ ...d, documents: d.documents.filter((x) => x.id !== id) }));

  return (
    <form
      ref={formRef}
      noValidate
      className="grid gap-4"
      aria-label={`Activate ${device.plan.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void f.submit(Object.values(uploading).some(Boolean));
      }}
    >
      <ActivationSection
        id={`${prefix}-device`}
        title="Device details"
        complete={device.sections.device.complete}
        open={f.open.device}
        summary={deviceSummary(f.watched, device.plan.category)}
        onEdit={() => f.edit('device')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {device.fields.map((field) => (
            <ActivationField
              key={field}
              {...f.field(field, `${prefix}-${field}`)}
              spec={fieldSpec(field, device.plan.category, today)}
              saved={f.initial[field]}
              required={device.required_fields.includes(field)}
            />
          ))}
        </div>
      </ActivationSection>

      <ActivationSection
        id={`${prefix}-personal`}
        title="Personal details"
        complete={device.sections.personal.complete}
        open={f.open.personal}
        summary={personalSummary(personal)}
        {...(personalLocked ? { note: LOCKED_NOTE } : { onEdit: () => f.edit('personal') })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {(Object.keys(PERSONAL_LABELS) as (keyof PersonalForm)[]).map((field) => {
            const input = PERSONAL_INPUT[field];
            return (
              <ActivationField
                key={field}
                id={`${prefix}-p-${field}`}
                name={field}
                spec={{
                  label: PERSONAL_LABELS[field],
                  kind: 'text',
                  maxLength: input.maxLength,
                  ...('inputMode' in input ? { inputMode: input.inputMode } : {}),
                }}
                type={input.type}
                autoComplete={input.autoComplete}
                value={personal[field]}
                required
                error={fieldError(personalKey(field))}
                onChange={({ target: { value: v } }) =>
                  f.setPersonalField(
                    field,
                    field === 'phone' || field === 'pincode' ? v.replace(/\D/g, '') : v,
                  )
                }
              />
            );
          })}
        </div>
      </ActivationSection>

      {slots.length > 0 ? (
        <ActivationSection
          id={`${prefix}-uploads`}
          title="Upload documents"
          complete={device.sections.uploads.complete}
          open={f.open.uploads}
          summary={documentsSummary(slots, device.documents)}
          onEdit={() => f.edit('uploads')}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {slots.map((slot) => (
              <DocumentSlot
                key={slot.key}
                id={`${prefix}-${slot.key}`}
                osid={device.id}
                slot={slot}
                documents={device.documents.filter((d) => d.document_type === slot.type)}
                error={fieldError(slot.key)}
                onUploaded={addDocument}
                onRemoved={removeDocument}
                clearError={() => f.clearError(slot.key)}
                onBusy={(busy) => setUploading((u) => ({ ...u, [slot.key]: busy }))}
              />
            ))}
          </div>
        </ActivationSection>
      ) : null}

      <div className="grid gap-3 border-t border-slate-200 pt-4">
        <CardErrorSummary
          ref={summaryRef}
          errors={f.errors}
          deviceFields={device.fields}
          onDismiss={f.dismiss}
        />
        <button
          type="submit"
          className="kv-btn w-full gap-2 sm:w-auto sm:justify-self-start"
          aria-disabled={f.busy || undefined}
        >
          {f.busy ? <SpinnerIcon width={20} height={20} /> : null}
          {f.busy ? 'Activating…' : 'Activate plan'}
        </button>
      </div>
    </form>
  );
}
