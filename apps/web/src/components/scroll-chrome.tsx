import { useEffect, useState } from 'react';
import { ArrowUpIcon, CloseIcon } from './icons';

interface ScrollChromeProps {
  /** id of the header element to fix once scrolled past its height (null: no header). */
  headerId: string | null;
  /** Element id the back-to-top button scrolls to (layout scroll target), else the page top. */
  scrollTargetId: string | null;
  showAppBanner: boolean;
  appUrl: string;
  promoText: string;
}

const BANNER_HIDE_AFTER_PX = 48;

/**
 * One scroll listener for three things: the header becomes fixed once scrolled past its height
 * (its slot keeps the height, so nothing shifts), the back-to-top button appears after one screen,
 * and the sticky app banner hides on scroll or on close.
 */
export function ScrollChrome({
  headerId,
  scrollTargetId,
  showAppBanner,
  appUrl,
  promoText,
}: ScrollChromeProps) {
  const [scrolledFar, setScrolledFar] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(showAppBanner);

  useEffect(() => {
    const header = headerId ? document.getElementById(headerId) : null;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (header) {
        const slot = header.parentElement?.offsetHeight ?? header.offsetHeight;
        header.toggleAttribute('data-fixed', y > slot);
      }
      setScrolledFar(y > window.innerHeight);
      if (y > BANNER_HIDE_AFTER_PX) setBannerOpen(false);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headerId]);

  const backToTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
    const target = scrollTargetId ? document.getElementById(scrollTargetId) : null;
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, behavior });
    const focusable = target ?? document.getElementById('main');
    focusable?.focus({ preventScroll: true });
  };

  return (
    <>
      <aside aria-label="Page tools">
        <button
          type="button"
          onClick={backToTop}
          aria-label="Back to top"
          tabIndex={scrolledFar ? 0 : -1}
          aria-hidden={!scrolledFar}
          className={`kv-float fixed right-4 z-30 hidden h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-slate-300 transition-opacity sm:flex ${
            scrolledFar ? 'opacity-100' : 'pointer-events-none opacity-0'
          }`}
          style={{ bottom: 'calc(var(--kv-float-bottom) + 4rem)' }}
        >
          <ArrowUpIcon />
        </button>
      </aside>
      {bannerOpen && (
        <aside
          data-app-banner
          aria-label="Get the Kavach app"
          className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
        >
          <p className="flex-1 text-sm text-slate-800">
            <strong className="block font-semibold">Kavach app</strong>
            {promoText}
          </p>
          <a
            href={appUrl}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
          >
            Get App
          </a>
          <button
            type="button"
            onClick={() => setBannerOpen(false)}
            aria-label="Close app banner"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600"
          >
            <CloseIcon width={20} height={20} />
          </button>
        </aside>
      )}
    </>
  );
}
