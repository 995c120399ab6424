// A start-up step (src/main.tsx): the session store, which reads the saved session and guest cart from
// storage as it is created, with the API client it configures, evaluated in a task of their own.
export { useSession } from '@/features/session';
export { configureApi } from '@/api';
