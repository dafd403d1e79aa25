'use client';

import { useCallback, useRef, useState } from 'react';
import { checkoutApi } from './checkout-api';

export type PinLookup =
  | { status: 'idle' }
  | { status: 'loading'; pincode: string }
  | { status: 'found'; pincode: string; city: string; state: string; cityKey?: string | null }
  | { status: 'error'; pincode: string; message: string };

const SIX_DIGITS = /^\d{6}$/;

/**
 * City and state of a PIN code as it is typed (`POST /fetch-details`). Only the answer for the
 * latest PIN is kept, so a slow earlier lookup cannot overwrite a newer one.
 */
export function usePincodeLookup(initial: PinLookup) {
  const [lookup, setLookup] = useState<PinLookup>(initial);
  const latest = useRef('');

  const run = useCallback(async (pincode: string) => {
    latest.current = pincode;
    if (!SIX_DIGITS.test(pincode)) return setLookup({ status: 'idle' });
    setLookup({ status: 'loading', pincode });
    const res = await checkoutApi.fetchDetails(pincode);
    if (latest.current !== pincode) return;
    if (res.ok)
      setLookup({
        status: 'found',
        pincode,
        city: res.data.city ?? res.data.district,
        state: res.data.state,
        cityKey: res.data.city_key,
      });
    else setLookup({ status: 'error', pincode, message: res.error.message });
  }, []);

  return { lookup, runLookup: run };
}
