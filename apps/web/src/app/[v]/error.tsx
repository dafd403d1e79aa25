'use client';

import { ErrorView } from '@/components/error-view';

export default function VariantError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorView {...props} />;
}
