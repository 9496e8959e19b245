import type { StoreComplaintCreatedResponse, StoreOrderComplaintsResponse } from '@electroshop/contracts/complaint';
import { BackendError, backendData, type BackendAnswer, type Caller } from '~/lib/backend.server';
import { complaintFieldErrors, readComplaintForm, type ComplaintActionData } from './complaint-form';
import { postReturnForm } from './return-form.server';

const path = (orderId: string) => `/store/orders/${encodeURIComponent(orderId)}/complaints`;

/** The order's complaints as the backend decides them now (refusal, items to claim, days to settle, complaints made); null for an unknown order. */
export async function getComplaints(orderId: string): Promise<StoreOrderComplaintsResponse | null> {
  try {
    return await backendData<StoreOrderComplaintsResponse>(path(orderId));
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Posts the form's complaint to the backend: the new complaint, or its field errors at the inputs with
 * everything entered kept. An unknown order is a 404; a rate-limited answer comes back as `limited`
 * for the route to pass its Retry-After on.
 */
export async function submitComplaint(
  orderId: string,
  form: FormData,
  caller: Caller,
): Promise<{ result: ComplaintActionData; limited: BackendAnswer<unknown> | null }> {
  const { body, values } = readComplaintForm(form);
  const sent = await postReturnForm<StoreComplaintCreatedResponse>(caller, path(orderId), body, complaintFieldErrors, 'a complaint');
  if (!sent.created) return { result: { values, errors: sent.errors, error: sent.error, done: null }, limited: sent.limited };
  const { complaint } = sent.created;
  return {
    result: {
      values: {},
      errors: {},
      error: null,
      done: { number: complaint.number, deadline: complaint.deadline, method: complaint.method, storeId: body.store_id ?? null },
    },
    limited: null,
  };
}
