import type { Metadata } from 'next';

/** Account pages: a title, and never indexed or followed (personal pages behind a sign-in). */
export const accountMetadata = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
});
