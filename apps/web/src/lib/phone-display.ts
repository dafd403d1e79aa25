/** An Indian mobile number as stored (`+919812345678`) for display: '+91 98123 45678'. */
export function displayPhone(phone: string | null): string {
  const digits = (phone ?? '').replace(/^\+91/, '');
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : (phone ?? '');
}
