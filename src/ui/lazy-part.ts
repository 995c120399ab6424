import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A lazy part, and the way to load its code ahead of its first render: a part loaded before it is shown
 * renders at once, with no fallback in between (a popover opened after its content's code has arrived
 * puts the focus in that content, as one with its code in the page does).
 */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/** Every part made with {@link lazyPart}, as its module is evaluated: what the server loads before it renders. */
const parts = new Set<() => Promise<void>>();

/**
 * A part of a page whose code loads beside the page (its own chunk), as React's `lazy`, that also renders
 * at once when its code is already loaded. React's `lazy` suspends on its first render even then, and the
 * server renders a page in one pass (`renderToBytes`): a part that suspends there would be left for the
 * browser to render instead of sent. The server calls {@link preloadLazyParts} before it renders.
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>): LazyPart<P> {
  let loaded: Module<P> | null = null;
  let loading: Promise<Module<P>> | null = null;
  // Code that could not be fetched (the connection dropped) is asked for again the next time.
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const preload = () => get().then(() => undefined);
  parts.add(preload);
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : get())),
    { preload },
  );
}

/**
 * A thenable that calls back at once: React's lazy takes a module handed over this way in the same render
 * (it reads the result right after calling `then`) instead of suspending until a microtask later.
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/** Loads the code of every lazy part whose module has been evaluated (the server: before a page's render). */
export async function preloadLazyParts(): Promise<void> {
  await Promise.all([...parts].map((preload) => preload()));
}
