import { useEffect } from 'react';
import { useFirstScroll } from './use-first-scroll';

/** The chat widget loads on the first scroll, only on windows wider than 1024px, and only when configured. */
export function useChatWidget(scriptUrl: string): void {
  const scrolled = useFirstScroll();
  useEffect(() => {
    if (!scriptUrl || !scrolled || window.innerWidth <= 1024) return;
    if (document.querySelector(`script[data-chat-widget]`)) return;
    const s = document.createElement('script');
    s.src = scriptUrl;
    s.async = true;
    s.dataset.chatWidget = 'true';
    document.body.append(s);
  }, [scriptUrl, scrolled]);
}
