import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SrDetailView } from '@kavach/contracts';
import { STAR_WORDS, TrackerRating, ratingErrorText } from './components/tracker-rating';

// The form posts to this server action; the module is server-only (it calls the API with the
// visitor's session), so the render gets a stand-in with the same export.
vi.mock('./rate-action', () => ({ rateServiceAction: async () => undefined }));

const render = (o: { rating?: SrDetailView['rating']; thanked?: boolean; error?: string } = {}) =>
  renderToStaticMarkup(
    createElement(TrackerRating, {
      request: { sr_id: '261128-000123', rateable: !o.rating, rating: o.rating ?? null },
      thanked: o.thanked ?? false,
      error: o.error ?? null,
    }),
  );

describe('decision 089: rate the service from the tracker, with no script needed', () => {
  it('not rated: a form with five required star radios in order, each named by its count and words, a comment and a submit', () => {
    const html = render();
    expect(html).toContain('How was the service?');
    expect(html).toContain('name="sr_id" value="261128-000123"');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios.map((r) => /value="(\d)"/.exec(r)![1])).toEqual(['1', '2', '3', '4', '5']);
    for (const radio of radios) {
      expect(radio).toContain('name="rating"');
      expect(radio).toContain('required=""');
    }
    expect(html).toContain('1 star, Poor');
    expect(html).toContain('5 stars, Excellent');
    expect(STAR_WORDS).toHaveLength(5);
    expect(html).toContain('<textarea name="comment" maxLength="1000"');
    expect(html).toMatch(/<button type="submit"[^>]*>Send rating<\/button>/);
  });

  it('rated: the stars and the comment, no form; thanks right after', () => {
    const html = render({ rating: { rating: 4, comment: 'On time, polite.' } });
    expect(html).not.toContain('<form');
    expect(html).toContain('You rated this service 4 out of 5.');
    expect(html).toContain('“On time, polite.”');
    expect(html).not.toContain('Thank you for your rating!');
    expect(render({ rating: { rating: 2, comment: '' }, thanked: true })).toContain(
      'Thank you for your rating!',
    );
  });

  it('every code the action sends back reads as a sentence; an unknown one as the network message', () => {
    expect(ratingErrorText(null)).toBeNull();
    expect(ratingErrorText('RATING_REQUIRED')).toBe('Choose from 1 to 5 stars.');
    expect(ratingErrorText('SR_NOT_RATEABLE')).toContain('once the work on this request is done');
    expect(ratingErrorText('<script>')).toBe(
      'We could not reach Kavach. Check your connection and try again.',
    );
    expect(render({ error: 'RATING_REQUIRED' })).toContain('Choose from 1 to 5 stars.');
  });
});
