import type { OtpChannel } from './otp.service';

/**
 * The notification that carries a code. Only this text (delivered through the outbox) ever holds
 * the code: never a log line, never an API response.
 */
export function otpMessage(
  channel: OtpChannel,
  code: string,
  note?: string,
): { subject?: string; text: string } {
  switch (channel) {
    case 'sms':
      return { text: `${code} is your Kavach OTP. It expires in 10 minutes. Do not share it with anyone.` };
    case 'voice': {
      const spoken = code.split('').join(' ');
      return { text: `Your Kavach OTP is ${spoken}. Once again, your OTP is ${spoken}.` };
    }
    case 'email':
      return {
        subject: 'Your Kavach verification code',
        text:
          (note ? `${note}\n\n` : '') +
          `Your Kavach verification code is ${code}.\n\n` +
          'It expires in 10 minutes. If you did not ask for it, you can ignore this email; ' +
          'never share the code with anyone.',
      };
  }
}
