import { ModalDialog } from '@/components/modal-dialog';

/** docs/product/cart.md#serviceability: some items cannot be served at the PIN code: say which, before checkout. */
export function UnserviceableDialog({
  pincode,
  titles,
  onClose,
}: {
  pincode: string;
  titles: string[];
  onClose: () => void;
}) {
  return (
    <ModalDialog title={`Not available at ${pincode}`} onClose={onClose}>
      <p className="text-slate-700">
        {titles.length === 1 ? 'This plan is' : 'These plans are'} not available at PIN code{' '}
        <strong>{pincode}</strong>:
      </p>
      <ul className="mt-3 list-disc pl-6 font-medium text-slate-900">
        {titles.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Remove {titles.length === 1 ? 'it' : 'them'} from your cart, or check another PIN code.
      </p>
      <div className="mt-5 flex justify-end">
        <button type="button" className="kv-btn" onClick={onClose}>
          OK
        </button>
      </div>
    </ModalDialog>
  );
}
