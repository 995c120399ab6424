// A start-up step (src/main.tsx): TanStack Query's code, evaluated in a task of its own. Named exports, not
// `import('@tanstack/react-query')`, so the bundle keeps only what the store uses of it.
export { hydrate, QueryClientProvider } from '@tanstack/react-query';
