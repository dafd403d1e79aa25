import { useRef, useState } from 'react';

/** A read-only link with a Copy button; the outcome is announced ("Link copied"). */
export function CopyLinkField({ id, label, url }: { id: string; label: string; url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied.');
    } catch {
      input.current?.select();
      setNote('Press Ctrl+C (or long-press) to copy the selected link.');
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="kv-input min-w-0 flex-1 bg-white font-mono text-sm"
        />
        <button type="button" className="kv-btn2 shrink-0 bg-white" onClick={() => void copy()}>
          Copy<span className="sr-only"> link</span>
        </button>
      </div>
      <p role="status" className="mt-1 text-sm font-medium empty:hidden">
        {note}
      </p>
    </div>
  );
}
