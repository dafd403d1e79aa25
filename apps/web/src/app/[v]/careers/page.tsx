import Link from 'next/link';
import { paths } from '@kavach/domain';
import { StaticPageShell } from '@/components/static-page-shell';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

const PATH = paths.static.careers();

export const metadata = pageMetadata({
  path: PATH,
  title: 'Careers',
  description:
    'Join Kavach and help millions of Indian households keep their devices running. Open roles in engineering, operations and customer care.',
});

interface Role {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
}

const ROLES: readonly Role[] = [
  {
    id: 'frontend-engineer',
    title: 'Senior Frontend Engineer',
    team: 'Engineering',
    location: 'Mumbai (hybrid)',
    type: 'Full time',
    summary:
      'Build the fastest protection-plan storefront in India with Next.js and React. You will own page performance on low-end Android phones and patchy 4G.',
  },
  {
    id: 'backend-engineer',
    title: 'Backend Engineer, Claims Platform',
    team: 'Engineering',
    location: 'Bangalore (hybrid)',
    type: 'Full time',
    summary:
      'Design the services that take a service request from a customer’s phone to a technician’s doorstep visit, with reliable payments and clear audit trails.',
  },
  {
    id: 'service-ops-lead',
    title: 'Service Operations Lead',
    team: 'Operations',
    location: 'Pune',
    type: 'Full time',
    summary:
      'Run our doorstep repair network in Pune: partner onboarding, turnaround times, spare-part availability and customer satisfaction.',
  },
  {
    id: 'customer-care',
    title: 'Customer Care Associate (Hindi & English)',
    team: 'Customer Experience',
    location: 'Delhi NCR',
    type: 'Full time, rotational shifts',
    summary:
      'Help customers choose the right plan, raise claims and track repairs over phone and chat. Marathi, Tamil or Telugu is a plus.',
  },
  {
    id: 'partnerships-manager',
    title: 'Retail Partnerships Manager',
    team: 'Sales',
    location: 'Hyderabad',
    type: 'Full time',
    summary:
      'Grow our network of electronics retailers selling Kavach plans at the counter through the SalesPro app.',
  },
];

export default async function CareersPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <StaticPageShell
      variant={variant}
      path={PATH}
      title="Careers at Kavach"
      lead="Small teams, real ownership, and work that saves families money and stress every day."
    >
      <div className="kv-prose">
        <h2>Life at Kavach</h2>
        <p>
          We are a team of engineers, service experts and customer-care specialists spread across six Indian
          cities. We care about plain language, fair pricing and fixing problems at the root. Benefits include
          health cover for you and your family, a learning budget, and — naturally — Kavach protection for
          your own devices.
        </p>
      </div>
      <h2 className="mt-8 text-xl font-bold text-slate-900">Open roles</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {ROLES.map((role) => (
          <li key={role.id} id={role.id} className="rounded-xl border border-slate-200 p-5">
            <h3 className="text-lg font-semibold text-slate-900">{role.title}</h3>
            <p className="mt-1 text-sm text-slate-700">
              {role.team} · {role.location} · {role.type}
            </p>
            <p className="mt-3 text-slate-800">{role.summary}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-800">
        To apply,{' '}
        <Link className="font-medium text-brand-700 underline" href={paths.static.writeToUs()}>
          write to us
        </Link>{' '}
        with the role in the subject line and a short note about yourself. We reply to every application
        within two weeks.
      </p>
    </StaticPageShell>
  );
}
