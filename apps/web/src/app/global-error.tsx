'use client';

import { ErrorView } from '@/components/error-view';
import './globals.css';

/** Last-resort boundary when the root layout itself fails; it must render its own html and body. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <ErrorView {...props} />
      </body>
    </html>
  );
}
