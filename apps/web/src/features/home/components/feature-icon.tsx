/** Small inline icons for the home-features `icon` keys; unknown keys fall back to a check. */
const PATHS: Readonly<Record<string, string>> = {
  'shield-check': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  'calendar-check': 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M18 15c2.5.5 4 2.5 4 6',
  truck:
    'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  'badge-check':
    'M12 2l2.4 2.2 3.2-.4.8 3.1 2.8 1.6-1.3 3 1.3 3-2.8 1.6-.8 3.1-3.2-.4L12 22l-2.4-2.2-3.2.4-.8-3.1-2.8-1.6 1.3-3-1.3-3 2.8-1.6.8-3.1 3.2.4zM8.5 12l2.5 2.5 4.5-5',
  'file-check': 'M6 2h8l4 4v16H6zM14 2v4h4M9 14l2 2 4-4',
};
const CHECK = 'M5 12l5 5 9-10';

export function FeatureIcon({ name }: { name: string }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" className="kv-i" aria-hidden="true">
      <path d={PATHS[name] ?? CHECK} />
    </svg>
  );
}
