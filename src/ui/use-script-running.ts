import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether the store's script runs the page: false in the server's HTML (and so for a shopper whose script
 * is off, blocked or still on its way) and while the page hydrates, true from the render after. Unlike a
 * `<noscript>`, the server's words stay for a script that failed to arrive, and the browser's first render
 * matches the server's (React renders with the server's value, then again with the browser's).
 */
export function useScriptRunning(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
