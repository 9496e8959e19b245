import type { LoaderFunctionArgs } from '@remix-run/node';
import { checkCourier } from '~/features/delivery/courier-check.server';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * JSON for the checkout's live courier check (features/delivery/courier-check.ts):
 * `{ courierCheck }` for `?postal_code=`, the verdict or null; 503 when the
 * backend's check could not be made, which the browser retries. It changes
 * nothing, so it is a GET rather than an action (no reload of the checkout's data).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const postcode = (new URL(request.url).searchParams.get('postal_code') ?? '').slice(0, 20);
  try {
    return Response.json({ courierCheck: await checkCourier(postcode, context) }, { headers: PRIVATE });
  } catch (error) {
    console.warn('Courier check failed', error);
    return Response.json({ courierCheck: null }, { status: 503, headers: PRIVATE });
  }
}
