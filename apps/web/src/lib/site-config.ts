import { env } from './env';

/** Site-wide constants that are not business rules. */
export const SITE_NAME = 'Kavach';

export const supportPhone = (): string => env.SUPPORT_PHONE;
/** `tel:` href for the support number (digits and a leading + only). */
export const supportPhoneHref = (): string => `tel:${env.SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
export const chatUrl = (): string => env.CHAT_URL;

/** Where the 'Get App' buttons point. */
export const APP_DOWNLOAD_URL = 'https://play.google.com/store/apps/details?id=in.kavach.app';
export const APP_PROMO_TEXT = '10% off your first order in the app';

export { appRoutes } from './app-routes';

/** Absolute URL on this site for canonical links, sitemaps and JSON-LD. */
export const absoluteUrl = (path: string): string =>
  `${env.SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
