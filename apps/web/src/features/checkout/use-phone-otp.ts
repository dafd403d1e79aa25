'use client';

import { useState } from 'react';
import type { ApiFailure } from '@/lib/api-client.browser';
import { checkoutApi } from './checkout-api';
import { useCountdown } from './use-countdown';

export interface OtpMessage {
  tone: 'info' | 'error';
  text: string;
}

/** Codes after which the code in hand is dead: the customer must ask for a new one. */
const DEAD_CODE = new Set(['OTP_EXPIRED', 'OTP_NOT_FOUND', 'OTP_ATTEMPTS_EXHAUSTED']);

/**
 * docs/product/api.md#one-time-codes for one phone: send (and resend after `resend_after_seconds`, by SMS or — once
 * a resend is allowed — by a voice call), verify. Every outcome shows the server's message
 * (attempts left, expired, too soon, locked); a 429's `retry_after_seconds` holds the send buttons
 * with a countdown.
 */
export function usePhoneOtp(phone: string) {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'voice' | 'verify' | null>(null);
  const [message, setMessage] = useState<OtpMessage | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [codeDead, setCodeDead] = useState(false);
  const wait = useCountdown(resendAt);

  const holdFor = (seconds: number | undefined) => {
    if (seconds !== undefined && seconds > 0) setResendAt(Date.now() + seconds * 1000);
  };
  const fail = (error: ApiFailure) => {
    setMessage({ tone: 'error', text: error.message });
    holdFor(error.retry_after_seconds);
  };

  const send = async (by: 'sms' | 'voice' = 'sms') => {
    if (busy || wait > 0) return;
    setBusy(by === 'voice' ? 'voice' : 'send');
    const res = by === 'voice' ? await checkoutApi.sendVoiceOtp(phone) : await checkoutApi.sendOtp(phone);
    setBusy(null);
    if (!res.ok) return fail(res.error);
    setSent(true);
    setCodeDead(false);
    setMessage({ tone: 'info', text: res.data.message });
    holdFor(res.data.resend_after_seconds);
  };

  /** true once the server accepted the code (the session now holds the verified phone). */
  const verify = async (code: string): Promise<boolean> => {
    if (busy) return false;
    if (!/^\d{6}$/.test(code)) {
      setMessage({ tone: 'error', text: 'Enter the 6-digit OTP.' });
      return false;
    }
    setBusy('verify');
    const res = await checkoutApi.verifyOtp(phone, code);
    setBusy(null);
    if (res.ok) return true;
    fail(res.error);
    if (DEAD_CODE.has(res.error.error_code) || res.error.attempts_left === 0) setCodeDead(true);
    return false;
  };

  /** 'Get the code on a call': only after a first SMS, once it could be resent. */
  const canCall = sent && wait === 0;
  return { sent, busy, message, wait, codeDead, canCall, send, verify };
}
