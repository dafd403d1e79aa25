import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DESK_SEARCH_HINT } from '@kavach/domain';
import { DeskQueue } from './components/desk-queue';
import { queueQuery } from './desk-form';

const filters = { q: '', status: '', city: '', process_type: '', sla: '' };
const now = new Date('2026-11-27T06:00:00Z');

describe('issue 20 §4 desk search box: a plain GET form (works before scripts)', () => {
  it('the search box is part of the queue’s GET form and keeps what was searched', () => {
    const html = renderToStaticMarkup(
      createElement(DeskQueue, {
        queue: { items: [], page: 1, has_next: false },
        filters: { ...filters, q: '9876543210' },
        now,
      }),
    );
    const form = /<form [^>]*>/.exec(html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/service-desk"');
    expect(form).toContain('role="search"');
    expect(html).toContain('<label for="q-search"');
    const input = /<input id="q-search"[^>]*>/.exec(html)![0];
    expect(input).toContain('name="q"');
    expect(input).toContain('type="search"');
    expect(input).toContain('value="9876543210"');
    expect(html).toContain('No request matches “9876543210” with these filters.');
    expect(html).not.toContain('aria-invalid');
  });

  it('text that is no number, mobile or email: the box says what to type, and no queue is shown', () => {
    const html = renderToStaticMarkup(
      createElement(DeskQueue, {
        queue: null,
        filters: { ...filters, q: 'Asha' },
        searchError: DESK_SEARCH_HINT,
        now,
      }),
    );
    expect(html).toContain('aria-invalid="true" aria-describedby="q-search-error"');
    expect(html).toContain(
      `<p id="q-search-error" class="mt-1 text-sm text-red-800">${DESK_SEARCH_HINT}</p>`,
    );
    expect(html).not.toContain('<table');
    expect(html).not.toContain('No request');
  });

  it('pages keep the search', () => {
    expect(queueQuery({ ...filters, q: 'asha@example.in', sla: 'breached', page: '2' })).toBe(
      '?q=asha%40example.in&sla=breached&page=2',
    );
  });
});
