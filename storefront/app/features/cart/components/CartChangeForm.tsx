import { Form, type FormProps } from '@remix-run/react';
import { forwardRef, useEffect, useRef } from 'react';

type HeldSubmission = { form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * A form that changes the cart (a discount, an extra, a line's payment), sent
 * once the fetcher's change of the cart named by `busy` (the checkout's
 * delivery, the line's quantity) has ended: sent at once, the two raced for
 * the cart's lock. A click meanwhile is held and sent with its button
 * afterwards; without JavaScript a page sends one request at a time anyway.
 * `busy` is the caller's fetcher state rather than `useFetchers()`: that hook
 * alone would add 83 bytes to every page's shared Remix chunk.
 */
export const CartChangeForm = forwardRef<HTMLFormElement, FormProps & { busy: boolean }>(function CartChangeForm({ busy, onSubmit, ...props }, ref) {
  const held = useRef<HeldSubmission | null>(null);
  useEffect(() => {
    const submission = held.current;
    if (busy || !submission) return;
    held.current = null;
    // A button gone meanwhile (a code's remove button after a reload) would send the form without its intent.
    if (submission.form.isConnected && (!submission.submitter || submission.submitter.isConnected)) {
      submission.form.requestSubmit(submission.submitter);
    }
  }, [busy]);
  return (
    <Form
      ref={ref}
      {...props}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented || !busy) return;
        event.preventDefault();
        held.current = { form: event.currentTarget, submitter: (event.nativeEvent as SubmitEvent).submitter };
      }}
    />
  );
});
