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
      <ul className="kv-grid">
        {items.map((item) => (
          <li key={item.name} className="kv-card flex flex-col shadow-sm">
            <h3 className="kv-h3">{item.name}</h3>
            <p className="kv-small flex-1">{item.description}</p>
            <p className="mt-4 text-2xl font-bold">{formatInr(item.price)}</p>
            <p className="mt-1 text-sm text-slate-600">
              Takes about {duration(item.duration_minutes)} · {item.warranty_days}-day service warranty
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
