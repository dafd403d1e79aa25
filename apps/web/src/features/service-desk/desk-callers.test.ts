import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeskCallers, callerSearchHref, deskTime } from './components/desk-callers';

describe('decision 094: the service desk lists who is calling now', () => {
  it('each caller with their mobile, since when and until when (Indian time), and their requests by the queue search', () => {
    const html = renderToStaticMarkup(
      createElement(DeskCallers, {
        callers: [
          {
            name: 'Kavya Menon',
            phone: '+919812345678',
            email: 'kavya@example.in',
            allowed_at: '2026-12-07T05:02:00.000Z',
            expires_at: '2026-12-07T05:17:00.000Z',
          },
        ],
      }),
    );
    expect(html).toContain('<h2 id="desk-callers" class="kv-h4">Calling now</h2>');
    expect(html).toContain('Kavya Menon');
    expect(html).toContain('+919812345678');
    expect(html).toContain(
      `since ${deskTime('2026-12-07T05:02:00.000Z')}, until ${deskTime('2026-12-07T05:17:00.000Z')}`,
    );
    expect(deskTime('2026-12-07T05:02:00.000Z')).toMatch(/^10:32\s?am$/i);
    expect(html).toContain('href="/service-desk?q=%2B919812345678"');
  });

  it('nobody calling: nothing; a caller with no mobile is searched by email, with neither not at all', () => {
    expect(renderToStaticMarkup(createElement(DeskCallers, { callers: [] }))).toBe('');
    expect(callerSearchHref({ phone: null, email: 'a@example.in' })).toBe('/service-desk?q=a%40example.in');
    expect(callerSearchHref({ phone: null, email: null })).toBeNull();
  });
});
