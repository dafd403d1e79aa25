import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_RENDERED_SECTIONS,
  PAINT_FIRST_ID,
  SERVER_RENDERED_SECTIONS,
  deferScriptsUntilPaint,
  paintsFirst,
} from './paint-first';

const VARIANT_ROUTES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/[v]');

// The head and tail of a page as Next 15.5 writes it (trimmed from /mobile-phones-damage-protection-plans).
const NEXT_PAGE =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/css/6f1e655bcf0885db.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-a96e323d6def70ae.js"/>' +
  '<script src="/_next/static/chunks/4bd1b696-f785427dddbba9fb.js" async=""></script>' +
  '<script src="/_next/static/chunks/1255-19d70ccf651feee6.js" async=""></script>' +
  '<script src="/_next/static/chunks/app/%5Bv%5D/%5Bslug%5D/page-9c9df1ba5be03b9b.js" async=""></script>' +
  '<title>Mobile Phone Damage Protection Plans from ₹299 | Kavach</title>' +
  '<link rel="canonical" href="http://localhost:3000/mobile-phones-damage-protection-plans"/>' +
  '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script></head>' +
  '<body><main id="main"><h1 class="kv-h1">Mobile Phone Damage Protection Plans</h1>' +
  '<script type="application/ld+json">{"@type":"Product"}</script></main>' +
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
  '<script src="/_next/static/chunks/webpack-a96e323d6def70ae.js" id="_R_" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

/** The moved scripts' JSON list of a transformed page, as written (undefined when it has none). */
const listJson = (html: string) =>
  new RegExp(`<script id="${PAINT_FIRST_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];

/** The script URLs a transformed page will load, in order (what the bench's page-weight row reads). */
function deferredScriptSources(html: string): string[] {
  const json = listJson(html);
  if (json === undefined) return [];
  return (JSON.parse(json) as [string, string][][])
    .map((attrs) => attrs.find(([n]) => n === 'src')?.[1] ?? '')
    .filter(Boolean);
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe('decision 032: a cached page paints before its framework scripts are requested', () => {
  const out = deferScriptsUntilPaint(NEXT_PAGE);

  it('takes every async chunk of our build out of the HTML, and the webpack preload with them', () => {
    expect(scriptTags(out).filter((t) => t.includes(' src='))).toEqual([
      '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule="">',
    ]);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('keeps the content, stylesheet, canonical link, JSON-LD and inline payload scripts where they were', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/css/6f1e655bcf0885db.css" data-precedence="next"/>',
      '<link rel="canonical" href="http://localhost:3000/mobile-phones-damage-protection-plans"/>',
      '<h1 class="kv-h1">Mobile Phone Damage Protection Plans</h1>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(out).toContain(kept);
    }
    expect(out.indexOf('<h1')).toBeLessThan(out.indexOf(PAINT_FIRST_ID));
  });

  it('lists the moved scripts in their order with their attributes (the webpack runtime keeps its id)', () => {
    const list = JSON.parse(listJson(out)!);
    expect(list).toEqual([
      [
        ['src', '/_next/static/chunks/4bd1b696-f785427dddbba9fb.js'],
        ['async', ''],
      ],
      [
        ['src', '/_next/static/chunks/1255-19d70ccf651feee6.js'],
        ['async', ''],
      ],
      [
        ['src', '/_next/static/chunks/app/%5Bv%5D/%5Bslug%5D/page-9c9df1ba5be03b9b.js'],
        ['async', ''],
      ],
      [
        ['src', '/_next/static/chunks/webpack-a96e323d6def70ae.js'],
        ['id', '_R_'],
        ['async', ''],
      ],
    ]);
    expect(deferredScriptSources(out)).toEqual(list.map((attrs: string[][]) => attrs[0]![1]));
  });

  it('adds the list and its loader just before </body>, once', () => {
    expect(out.endsWith('</script></body></html>')).toBe(true);
    expect(out.split(PAINT_FIRST_ID)).toHaveLength(3); // the list's id, and the loader reading it
    expect(out).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(go,0\)\}\)/);
    expect(deferScriptsUntilPaint(out)).toBe(out); // a second pass finds nothing left to move
  });

  it('leaves pages alone that have nothing to move or no body, and scripts it does not own', () => {
    const plain =
      '<html><body><p>hi</p><script src="https://example.com/x.js" async=""></script></body></html>';
    expect(deferScriptsUntilPaint(plain)).toBe(plain);
    const notAsync = '<html><body><script src="/_next/static/chunks/a.js"></script></body></html>';
    expect(deferScriptsUntilPaint(notAsync)).toBe(notAsync);
    const module =
      '<html><body><script type="module" src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(deferScriptsUntilPaint(module)).toBe(module);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script>';
    expect(deferScriptsUntilPaint(fragment)).toBe(fragment);
    expect(deferredScriptSources(plain)).toEqual([]);
  });

  it('decodes attribute entities and never lets a value close the script element', () => {
    const odd =
      '<html><body><script src="/_next/static/chunks/a&amp;b&lt;/script&gt;.js" async=""></script></body></html>';
    const result = deferScriptsUntilPaint(odd);
    expect(deferredScriptSources(result)).toEqual(['/_next/static/chunks/a&b</script>.js']);
    expect(result.match(/<\/script>/g)).toHaveLength(2); // the list's and the loader's own
  });

  describe('the loader', () => {
    /** Runs the page's loader against a minimal document; returns what it appended and the timers. */
    function runLoader(visibilityState: string) {
      const list = listJson(out)!;
      const loader = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(out)![1]!;
      const appended: Record<string, string | boolean>[] = [];
      const frames: (() => void)[] = [];
      const timers: { fn: () => void; ms: number }[] = [];
      const document = {
        visibilityState,
        getElementById: (id: string) => (id === PAINT_FIRST_ID ? { textContent: list } : null),
        createElement: () => {
          const el: Record<string, string | boolean> = {};
          return Object.assign(el, { setAttribute: (n: string, v: string) => void (el[n] = v) });
        },
        body: { appendChild: (el: Record<string, string | boolean>) => void appended.push(el) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        (fn: () => void) => frames.push(fn),
        (fn: () => void, ms: number) => timers.push({ fn, ms }),
      );
      return { appended, frames, timers };
    }

    it('appends nothing until the first frame, then every script once, after that frame', () => {
      const { appended, frames, timers } = runLoader('visible');
      expect(appended).toHaveLength(0);
      expect(frames).toHaveLength(1);
      frames[0]!();
      const afterFrame = timers.find((t) => t.ms === 0)!;
      expect(appended).toHaveLength(0); // still inside the frame: the paint comes first
      afterFrame.fn();
      expect(appended.map((e) => e.src)).toEqual(deferredScriptSources(out));
      expect(appended.every((e) => e.async === true)).toBe(true);
      expect(appended[3]!.id).toBe('_R_');
      timers.find((t) => t.ms === 3000)!.fn(); // the fallback finds the work done
      expect(appended).toHaveLength(4);
    });

    it('loads at once in a tab that is not visible (no paint to wait for)', () => {
      const { appended, frames } = runLoader('hidden');
      expect(appended).toHaveLength(4);
      expect(frames).toHaveLength(0);
    });

    it('loads after 3 s when a visible page never gets a frame', () => {
      const { appended, timers } = runLoader('visible');
      timers.find((t) => t.ms === 3000)!.fn();
      expect(appended).toHaveLength(4);
    });
  });
});

describe('decision 032: which cached pages paint first', () => {
  it('every route folder is classified: server-rendered pages paint first, client-rendered ones do not', () => {
    const folders = readdirSync(VARIANT_ROUTES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const classified = new Set([...CLIENT_RENDERED_SECTIONS, ...SERVER_RENDERED_SECTIONS]);
    expect(folders.filter((f) => !classified.has(f))).toEqual([]);
    expect(CLIENT_RENDERED_SECTIONS.filter((s) => SERVER_RENDERED_SECTIONS.includes(s))).toEqual([]);
  });

  it('landing, repair and static pages paint first; account, cart, checkout and sign-in pages load scripts at once', () => {
    for (const p of [
      '/',
      '/mobile-phones-extended-warranty-plans',
      '/ac-service-repair-mumbai-thane',
      '/about-us',
      '/website/sitemap',
    ]) {
      expect(paintsFirst(p), p).toBe(true);
    }
    for (const p of [
      '/account/plans',
      '/account/activation',
      '/cart',
      '/checkout',
      '/login',
      '/payment-link/abc',
      '/agent/login',
    ]) {
      expect(paintsFirst(p), p).toBe(false);
    }
  });
});
