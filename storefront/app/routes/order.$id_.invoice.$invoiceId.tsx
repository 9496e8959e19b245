import type { LoaderFunctionArgs } from '@remix-run/node';
import { BackendError, backendFile } from '~/lib/backend.server';

// Its answer, and its 404, tell which orders and invoices exist: never kept by a cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * An order's invoice as PDF, as the backend printed it. The order's id lets the shopper in, as to the
 * order's page; the answer names them, so it is never cached.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const file = await backendFile(`/store/orders/${encodeURIComponent(params.id ?? '')}/invoices/${encodeURIComponent(params.invoiceId ?? '')}/pdf`);
    return new Response(file.body, {
      headers: { 'Content-Type': file.contentType, 'Content-Disposition': file.disposition ?? 'attachment', ...PRIVATE },
    });
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) throw new Response('Not found', { status: 404, headers: PRIVATE });
    throw error;
  }
}
