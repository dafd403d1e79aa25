import { useRef } from 'react';
import type { ActivationDeviceView } from '@kavach/contracts';
import { PLAN_STATUS_CODE, formatDayMonthYear } from '@kavach/domain';
import { cartTenureLabel } from '@/features/cart/tenure-label';
import { statusTone } from '../status-tone';
import { ActivationForm } from './activation-form';
import type { ActivationFormProps } from './activation-form';
import { RegisteredPanel } from './registered-panel';

interface DeviceCardProps extends ActivationFormProps {
  chatUrl: string;
  onToast: (text: string) => void;
}

/** Statuses whose plan can no longer be activated here. */
const CLOSED: readonly number[] = [
  PLAN_STATUS_CODE.EXPIRED,
  PLAN_STATUS_CODE.LAPSED,
  PLAN_STATUS_CODE.CANCELLED,
  PLAN_STATUS_CODE.CONSUMED,
];

/**
 * One plan of the order (docs/product/activation.md#required-fields-by-plan Activation order device): its name, tenure and status, then — by where
 * it stands — the activation form, the activated plan with its certificate, or why there is
 * nothing to do here.
 */
export function DeviceCard({ chatUrl, onToast, ...form }: DeviceCardProps) {
  const { device, prefix } = form;
  const { plan } = device;
  const titleId = `${prefix}-title`;
  // Registered when the page loaded, or activated here since.
  const registeredAtLoad = useRef(device.registered);
  return (
    <article aria-labelledby={titleId} className="kv-card grid gap-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="kv-h3">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-700">
            {cartTenureLabel(plan.tenure_months)} · Purchased on {formatDayMonthYear(plan.purchased_on)}
          </p>
        </div>
        <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${statusTone(plan.status.label)}`}>
          <span className="sr-only">Status: </span>
          {plan.status.label}
        </p>
      </header>
      <CardBody
        device={device}
        chatUrl={chatUrl}
        onToast={onToast}
        form={form}
        justActivated={device.registered && !registeredAtLoad.current}
      />
    </article>
  );
}

function CardBody({
  device,
  chatUrl,
  onToast,
  form,
  justActivated,
}: {
  device: ActivationDeviceView;
  chatUrl: string;
  onToast: (text: string) => void;
  form: ActivationFormProps;
  justActivated: boolean;
}) {
  if (device.registered)
    return <RegisteredPanel device={device} onToast={onToast} justActivated={justActivated} />;
  if (device.kind === null) return <p className="text-slate-700">This plan needs no activation.</p>;
  if (device.plan.status.code === PLAN_STATUS_CODE.ACTIVATION_IN_PROGRESS)
    return (
      <p className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-brand-900">
        We are verifying your activation details. This usually takes a few minutes.
      </p>
    );
  if (CLOSED.includes(device.plan.status.code))
    return (
      <p className="text-slate-700">
        This plan can no longer be activated.{' '}
        <a href={chatUrl} target="_blank" rel="noopener noreferrer" className="kv-tlink">
          Chat With Us
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    );
  return <ActivationForm {...form} />;
}
