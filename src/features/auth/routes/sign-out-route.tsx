import { redirect, type ActionFunctionArgs, type RouterContextProvider } from 'react-router';
import { routeDataContext } from '@/api';
import { endSignIn } from '../keep-session';

/**
 * Sign out, posted by the account menu's Logout (a form of its own without script): the session ends where
 * the action runs (endSignIn) and the shopper goes to sign-in, as logging out is specified.
 */
export async function action({ request, context }: ActionFunctionArgs<Readonly<RouterContextProvider>>) {
  await endSignIn(context.get(routeDataContext), request);
  return redirect('/signin');
}

/** Asked for as a page (a typed address, a prefetch): a GET ends nothing, and there is nothing to show. */
export function loader() {
  return redirect('/');
}
