import { describe, expect, it } from 'vitest';
import { createUploadAdmission } from './upload-admission';

describe('upload admission (security plan T11.5: bounded upload bodies in memory)', () => {
  it('admits at most `max` at once, the rest in arrival order as earlier ones finish', async () => {
    const admission = createUploadAdmission(2);
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const all = [0, 1, 2, 3, 4].map((i) =>
      admission.acquire().then((release) => {
        order.push(i);
        releases[i] = release;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1]);
    expect(admission.active).toBe(2);
    expect(admission.waiting).toBe(3);
    releases[1]!();
    releases[1]!(); // a second release of the same upload changes nothing
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    expect(admission.active).toBe(2);
    releases[0]!();
    releases[2]!();
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2, 3, 4]);
    releases[3]!();
    releases[4]!();
    await Promise.all(all);
    expect(admission.active).toBe(0);
    expect(admission.waiting).toBe(0);
  });
});
