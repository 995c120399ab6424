import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a pass of its own (a Suspense boundary): the
 * page is taken over in several short tasks instead of one long one, so a phone's main thread is never
 * held for long, and a click in a part not yet hydrated is replayed once it is. Nothing in it suspends on
 * its own (its lazy parts have their own boundaries), so the empty fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
