import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.media();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Media',
  description:
    'Kavach in the news: press coverage, announcements and interviews about device protection in India.',
});

interface Post {
  outlet: string;
  date: string;
  dateTime: string;
  headline: string;
  excerpt: string;
}

const POSTS: readonly Post[] = [
  {
    outlet: 'The Economic Times',
    date: '12 March 2025',
    dateTime: '2025-03-12',
    headline: 'Kavach crosses one million protected devices',
    excerpt:
      'The Mumbai-based company says demand for extended warranty on televisions and refrigerators has doubled as households keep appliances longer.',
  },
  {
    outlet: 'Mint',
    date: '28 January 2025',
    dateTime: '2025-01-28',
    headline: 'Why more Indians are buying screen protection plans for their phones',
    excerpt:
      'With flagship phones costing over ₹80,000, a cracked screen can cost a quarter of the phone’s price. Protection plans are filling that gap.',
  },
  {
    outlet: 'YourStory',
    date: '9 December 2024',
    dateTime: '2024-12-09',
    headline: 'How Kavach built a doorstep repair network across six cities',
    excerpt:
      'From AC servicing in Chennai to geyser repairs in Pune, the startup works with certified local technicians and promises a 90-day warranty on every repair.',
  },
  {
    outlet: 'Business Standard',
    date: '3 October 2024',
    dateTime: '2024-10-03',
    headline: 'Festive season sales lift appliance protection plans',
    excerpt:
      'Retailers report that one in five large-appliance buyers now adds an extended warranty at the counter, many through the Kavach SalesPro app.',
  },
  {
    outlet: 'The Hindu BusinessLine',
    date: '14 August 2024',
    dateTime: '2024-08-14',
    headline: 'Kavach launches Laptop Total Care for students and remote workers',
    excerpt:
      'The plan combines extended warranty with accidental and liquid damage cover, and includes free pick-up and drop for repairs.',
  },
];

export default async function MediaPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell
      variant={variant}
      page="media"
      path={PATH}
      title="Kavach in the media"
      lead="Press coverage and announcements. For media enquiries, write to us with the subject “Press”."
    >
      <ol className="grid gap-6 md:grid-cols-2">
        {POSTS.map((post, i) => (
          <li key={post.headline}>
            <article
              id={`post-${i + 1}`}
              aria-labelledby={`post-${i + 1}-title`}
              className="h-full scroll-mt-20 rounded-xl border border-slate-200 p-6"
            >
              <p className="text-sm font-semibold text-brand-700">{post.outlet}</p>
              <h2 id={`post-${i + 1}-title`} className="mt-1 text-lg font-bold text-slate-900">
                {post.headline}
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                <time dateTime={post.dateTime}>{post.date}</time>
              </p>
              <p className="mt-3 text-slate-800">{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ol>
    </StaticPageShell>
  );
}
