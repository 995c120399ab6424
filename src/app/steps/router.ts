// A start-up step (src/main.tsx): React Router's code, evaluated in a task of its own. Named exports, not
// `import('react-router')`, so the bundle keeps only what the store uses of it.
export { createBrowserRouter, RouterProvider } from 'react-router';
