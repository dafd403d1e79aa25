import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import { SITE_NAME } from '@/lib/site-config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: {
    default: 'Kavach – Extended Warranty, Damage Protection & Appliance Repair Plans',
    template: `%s | ${SITE_NAME}`,
  },
  description:
    'Protect your phone, laptop, TV, AC and home appliances with Kavach extended warranty, damage protection and maintenance plans. Doorstep repairs across India.',
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1549b0',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>{children}</body>
    </html>
  );
}
