import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// performance-goals.md (app pages: first-load JS ≤ 170 kB): the browser code of the raise flow and
// the tracker imports no zod schema. A value import of '@kavach/contracts' (or 'zod') anywhere in
// that code puts zod and the contracts in the page's bundle — one import of a constant from
// flow-draft.ts took the self-serve page from 129 to 165 kB of first-load JS (session of decision 083).
// Server actions ('use server' files) are references in the browser, not code: the walk stops there.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY_DIRS = ['features/selfserve/components', 'features/sr-map/components'];
const IMPORT = /^(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm;

/** Whether an import's names are all types (`import type { A }`, `import { type A, type B }`). */
function typeOnly(keyword: string | undefined, names: string): boolean {
  if (keyword) return true;
  const list = names.trim();
  if (!list.startsWith('{')) return false;
  const items = list
    .slice(1, -1)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((s) => s.startsWith('type '));
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every module the browser loads from the client entry files, and the value imports of contracts or zod among them. */
function browserGraph() {
  const seen = new Set<string>();
  const offences: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (/^'use server';/m.test(text.slice(0, 200))) return;
    for (const [, keyword, names = '', spec = ''] of text.matchAll(IMPORT)) {
      if ((spec === '@kavach/contracts' || spec === 'zod') && !typeOnly(keyword, names))
        offences.push(`${path.relative(SRC, file)}: ${names.replace(/\s+/g, ' ')} from '${spec}'`);
      const next = resolveLocal(file, spec);
      if (next) visit(next);
    }
  };
  const entries = ENTRY_DIRS.flatMap((dir) =>
    readdirSync(path.join(SRC, dir))
      .map((f) => path.join(SRC, dir, f))
      .filter((f) => /^'use client';/.test(readFileSync(f, 'utf8'))),
  );
  entries.forEach(visit);
  return { entries, seen: [...seen].map((f) => path.relative(SRC, f)), offences };
}

describe('the self-serve and tracker pages load no zod schema in the browser (performance-goals: app pages ≤ 170 kB)', () => {
  it('type imports are told from value imports', () => {
    expect(typeOnly('type ', '{ SrDocumentRef }')).toBe(true);
    expect(typeOnly(undefined, '{ type PlanCoverView, type SelfservePlan }')).toBe(true);
    expect(typeOnly(undefined, '{\n  type A,\n  type B,\n}')).toBe(true);
    expect(typeOnly(undefined, '{ SrDocumentRef }')).toBe(false);
    expect(typeOnly(undefined, '{ type A, CreateTicketResponse }')).toBe(false);
    expect(typeOnly(undefined, '* as contracts')).toBe(false);
  });

  it('no module reached from a client component of the raise flow or the tracker map imports a value of @kavach/contracts or zod', () => {
    const { entries, seen, offences } = browserGraph();
    // The walk covers the flow: its island, its steps and the state and URL modules they share.
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(seen).toContain('features/selfserve/flow-url.ts');
    expect(seen).toContain('features/selfserve/flow-state.ts');
    expect(offences).toEqual([]);
  });
});
