import { describe, expect, it } from 'vitest';
import { inspectUpload } from './inspect';
import { makePng } from '../../../test/support/corpus-test-helpers';
import { attachmentHeaders } from './serve';

describe('attachmentHeaders', () => {
  it('T11.3: attachment with a sanitised quoted filename and filename*, nosniff, CSP sandbox, no-store', () => {
    expect(attachmentHeaders('bill 2026.pdf', 'application/pdf')).toEqual({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="bill 2026.pdf"; filename*=UTF-8''bill%202026.pdf`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, no-store',
    });
  });

  it('T11.3: a hostile name cannot break out of the header (quotes, CR/LF, ; and / are removed)', () => {
    const name = inspectUpload(makePng(), '"; filename=evil.html\r\nSet-Cookie: a=b;.png').safeName;
    const headers = attachmentHeaders(name, 'image/png');
    expect(headers['Content-Disposition']).toBe(
      `attachment; filename="filenameevil_htmlSet-Cookie ab.png"; filename*=UTF-8''filenameevil_htmlSet-Cookie%20ab.png`,
    );
    const raw = attachmentHeaders('a"b\r\nX: y\\z.pdf', 'application/pdf')['Content-Disposition'];
    expect(raw).toBe(`attachment; filename="abX yz.pdf"; filename*=UTF-8''abX%20yz.pdf`);
    expect(attachmentHeaders('', 'application/pdf')['Content-Disposition']).toContain('filename="document"');
  });

  it('T11.3: only the three document types are served as themselves; anything else is octet-stream', () => {
    expect(attachmentHeaders('a.png', 'image/png')['Content-Type']).toBe('image/png');
    expect(attachmentHeaders('a.jpg', 'image/jpeg')['Content-Type']).toBe('image/jpeg');
    expect(attachmentHeaders('a.html', 'text/html')['Content-Type']).toBe('application/octet-stream');
    expect(attachmentHeaders('a.svg', 'image/svg+xml')['Content-Type']).toBe('application/octet-stream');
  });
});
