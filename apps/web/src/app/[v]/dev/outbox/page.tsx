import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDevOutbox } from '@/features/dev-outbox/api.server';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';

/** Development only: the API answers 404 in production, and so does this page. Not in the sitemap. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Dev outbox',
  robots: { index: false, follow: false },
};

const TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

export default async function DevOutboxPage(props: VariantPageProps) {
  await variantOf(props);
  const outbox = await getDevOutbox();
  if (!outbox) notFound();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Dev outbox</h1>
      <p className="mt-2 text-slate-700">
        Messages the API would send (SMS, voice calls, email), as the development adapter delivered them.
      </p>
      {outbox.messages.length === 0 ? (
        <p className="mt-6 text-slate-800">No messages yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              Latest {outbox.messages.length} messages, newest first
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  Time
                </th>
                <th scope="col" className="py-2 pr-4">
                  Recipient
                </th>
                <th scope="col" className="py-2 pr-4">
                  Channel
                </th>
                <th scope="col" className="py-2 pr-4">
                  Topic
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2">
                  Text
                </th>
              </tr>
            </thead>
            <tbody>
              {outbox.messages.map((m) => (
                <tr key={m.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={m.created_at}>{TIME.format(new Date(m.created_at))}</time>
                  </td>
                  <td className="py-2 pr-4">{m.recipient}</td>
                  <td className="py-2 pr-4">{m.channel}</td>
                  <td className="py-2 pr-4">{m.topic}</td>
                  <td className="py-2 pr-4">{m.status}</td>
                  <td className="py-2 whitespace-pre-wrap">
                    {m.subject && <strong className="block">{m.subject}</strong>}
                    {m.text}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
