import { useEffect, useRef, useState } from 'react';
import type { ActivationDeviceView } from '@kavach/contracts';
import { formatDayMonthYear } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { signInAndReturn } from '@/features/account/use-account-data';
import { activationApi, certificateHref } from '../activation-api';
import { deviceSummary, formOf } from '../device-form';

interface RegisteredPanelProps {
  device: ActivationDeviceView;
  onToast: (text: string) => void;
  /** Activated just now on this page: focus moves to the confirmation (the form it replaces is gone). */
  justActivated: boolean;
}

/**
 * A plan that is activated: when its cover runs, the device it covers, and its Certificate of
 * Protection — a PDF download, or a link sent to the customer's phone (docs/product/api.md#slots-and-addresses send_certificate_wa),
 * whose answer is shown as a toast.
 */
export function RegisteredPanel({ device, onToast, justActivated }: RegisteredPanelProps) {
  const done = useRef<HTMLDivElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const certificate = device.certificate_url ? certificateHref(device.certificate_url) : null;
  const { starts_on: from, ends_on: to } = device.plan;

  useEffect(() => {
    if (justActivated) done.current?.focus();
  }, [justActivated]);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    const res = await activationApi.sendCertificate(device.id);
    setSending(false);
    if (res.status === 401) return signInAndReturn();
    if (res.ok) onToast(res.data.message);
    else setError(res.error.message);
  };

  const summary = deviceSummary(formOf(device), device.plan.category);
  return (
    <div className="grid gap-3">
      <div
        ref={done}
        tabIndex={-1}
        className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-950"
      >
        <p className="font-semibold">This plan is activated.</p>
        {from && to ? (
          <p className="text-sm">
            Cover from {formatDayMonthYear(from)} to {formatDayMonthYear(to)}
          </p>
        ) : null}
      </div>
      {summary ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">Device:</span> {summary}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {certificate ? (
          <a href={certificate} download className="kv-btn">
            Download certificate
          </a>
        ) : null}
        <button
          type="button"
          className="kv-btn2 gap-2"
          aria-disabled={sending || undefined}
          onClick={() => void send()}
        >
          {sending ? <SpinnerIcon width={20} height={20} /> : null}
          Send on WhatsApp
        </button>
      </div>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
