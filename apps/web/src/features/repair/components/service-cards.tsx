import type { RepairPageData } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { Section } from '@/features/content/components/section';

const duration = (minutes: number): string =>
  minutes >= 60
    ? `${Math.floor(minutes / 60)} hr${minutes % 60 ? ` ${minutes % 60} min` : ''}`
    : `${minutes} min`;

/** Priced repair services with duration and post-service warranty. */
export function ServiceCards({ items, title }: { items: RepairPageData['items']; title: string }) {
  if (items.length === 0) return null;
  return (
    <Section
      id="services"
      title={title}
      lead="Visit and labour prices. Spare parts are quoted before work starts and billed at actuals."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.name}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{item.name}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-700">{item.description}</p>
            <p className="mt-4 text-2xl font-bold text-slate-900">{formatInr(item.price)}</p>
            <p className="mt-1 text-sm text-slate-600">
              Takes about {duration(item.duration_minutes)} · {item.warranty_days}-day service warranty
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
