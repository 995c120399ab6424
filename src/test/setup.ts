import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';

// The files of a worker share one jsdom and the packages' modules (vitest's isolate is off for the dom
// project: a jsdom and every import made again for each of 81 files took two thirds of the step). What a
// file could leave to the next is made new here, before each file: the store's own modules (so state a
// module keeps, such as whether a visit has shown its first page, starts as a new page load's), and the
// page's address, cookies, storage, title and body, as a new tab has them.
vi.resetModules();
if (typeof window !== 'undefined') {
  window.history.replaceState(null, '', '/');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
}

// findBy and waitFor wait for what a shopper would see; a shared CI machine running two workers can take
// longer than Testing Library's 1 s default to answer a mocked call and render, which is not a failure.
configure({ asyncUtilTimeout: 5000 });

// A query's answer reaches its components through React Query's notifications, after a timer of its own:
// each is applied inside act, as TanStack's testing guide has it, so React knows of it (no act warning,
// and what the answer changed is rendered before the test reads it).
notifyManager.setNotifyFunction((notify) => act(notify));

// jsdom lacks a few browser APIs that Radix and react-aria call (node-environment tests skip this).
if (typeof window !== 'undefined') {
  if (!Element.prototype.hasPointerCapture) {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

afterEach(() => {
  cleanup();
  // The guest cart is a cookie, which jsdom keeps between a file's tests as a browser would: each starts with none.
  if (typeof document !== 'undefined') document.cookie = 'bold.cart=; Max-Age=0; Path=/';
});
