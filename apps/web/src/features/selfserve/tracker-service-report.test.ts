import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackerServiceReport } from './components/tracker-service-report';

const render = (ready: boolean) =>
  renderToStaticMarkup(
    createElement(TrackerServiceReport, { request: { sr_id: '261128-000123', service_report: ready } }),
  );

describe('decision 101: the tracker offers the service report once the work is done', () => {
  it('a plain download link to the owner’s report through the same-origin proxy — no script needed', () => {
    const html = render(true);
    expect(html).toContain('Service report');
    expect(html).toMatch(
      /<a class="kv-btn2 justify-self-start" href="\/api\/v3\/selfserve\/service_report\/261128-000123" download="">Download service report<\/a>/,
    );
  });

  it('nothing before the work is done', () => {
    expect(render(false)).toBe('');
  });
});
