export { NotFound as Component } from '@/ui/not-found';
