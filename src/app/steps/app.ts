// A start-up step (src/main.tsx): the route table and the app's providers and chrome (header, menus,
// footer), evaluated in a task of their own before the step that hydrates with them.
export { routes } from '@/app/routes';
export { App } from '@/app/app';
