/**
 * What a signed-in device is called on "Where you're signed in" (decision 102): the browser and the
 * system, read from the browser's User-Agent at sign-in, e.g. "Chrome on Android". Only this label
 * is kept, never the User-Agent itself (it says more than the customer needs to see or we need to
 * keep). Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], ua: string) =>
  table.find(([re]) => re.test(ua))?.[1] ?? null;

/** "Chrome on Android"; "A browser on Windows", "Chrome", or "A web browser" when less is known. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `A browser on ${system}`;
  return browser ?? 'A web browser';
}

/** How the customer signed in, as the list says it. */
export const SIGN_IN_METHODS = {
  password: 'With your password',
  phone_otp: 'With a code sent to your phone',
  email_otp: 'With a code sent to your email',
  web_render_login: 'From the Kavach app',
} as const;

/** The words for a sign-in method; an unknown one says nothing wrong. */
export const signInMethodWords = (method: string | null | undefined): string =>
  method && Object.hasOwn(SIGN_IN_METHODS, method)
    ? SIGN_IN_METHODS[method as keyof typeof SIGN_IN_METHODS]
    : 'Signed in';
