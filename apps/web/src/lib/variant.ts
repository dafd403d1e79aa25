import { notFound } from 'next/navigation';

/**
 * Render variants of every public page (`src/app/[v]/…`). `src/middleware.ts` picks one per request so
 * each page stays statically cacheable per variant and the server renders the right chrome.
 */
export const VARIANT_KEYS = ['d', 'app', 'osg', 'agent'] as const;
export type VariantKey = (typeof VARIANT_KEYS)[number];

export interface Variant {
  key: VariantKey;
  /** `?app_render=true`: inside the mobile app (no header, no footer). */
  appRender: boolean;
  /** Payments-partner campaign: no navigation, no logo link, no chat. */
  paymentsPartner: boolean;
  /** A signed-in sales agent's browser (docs/product/catalogue.md#variants-and-app-mode sales-agent variant): no navigation, 'Download App'. */
  agent: boolean;
}

const VARIANTS: Readonly<Record<VariantKey, Variant>> = {
  d: { key: 'd', appRender: false, paymentsPartner: false, agent: false },
  app: { key: 'app', appRender: true, paymentsPartner: false, agent: false },
  osg: { key: 'osg', appRender: false, paymentsPartner: true, agent: false },
  agent: { key: 'agent', appRender: false, paymentsPartner: false, agent: true },
};

export const DEFAULT_VARIANT: Variant = VARIANTS.d;

export function isVariantKey(value: unknown): value is VariantKey {
  return typeof value === 'string' && (VARIANT_KEYS as readonly string[]).includes(value);
}

/** The variant named by the `[v]` segment; anything else is a 404. */
export function parseVariant(v: string): Variant {
  if (!isVariantKey(v)) notFound();
  return VARIANTS[v];
}

/** For `generateStaticParams` of pages that need no API data: prerender every variant at build. */
export function allVariantParams(): { v: VariantKey }[] {
  return VARIANT_KEYS.map((v) => ({ v }));
}
