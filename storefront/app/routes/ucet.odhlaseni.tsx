import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { endSession, guardPath } from '~/features/account/account.server';

/** Logging out is a POST (the account's button); the cookie is dropped and the shopper lands on the home page. */
export async function action({ request }: ActionFunctionArgs) {
  guardPath(request, 'logout');
  throw redirect('/', { headers: await endSession() });
}

export async function loader({ request }: LoaderFunctionArgs) {
  guardPath(request, 'logout');
  throw redirect('/');
}
