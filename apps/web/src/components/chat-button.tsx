import { chatUrl } from '@/lib/site-config';
import { ChatIcon } from './icons';

interface ChatButtonProps {
  /** Responsive visibility classes derived from the layout rules (hidden at ≤ 992 px). */
  visibility: string;
}

/**
 * Floating 'Chat with Experts' link. Its bottom offset follows `--kv-float-bottom`, which grows
 * when a bottom sticky bar is on the page (any element with `data-sticky-bottom-bar`).
 */
export function ChatButton({ visibility }: ChatButtonProps) {
  return (
    <aside aria-label="Chat support">
      <a
        href={chatUrl()}
        target="_blank"
        rel="noopener noreferrer"
        className={`kv-float fixed right-4 z-30 min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-4 font-semibold text-white shadow-lg hover:bg-emerald-800 ${visibility}`}
        style={{ bottom: 'var(--kv-float-bottom)' }}
      >
        <ChatIcon width={20} height={20} />
        <span>Chat with Experts</span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </aside>
  );
}
