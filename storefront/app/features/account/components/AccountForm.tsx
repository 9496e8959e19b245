import { Form, useNavigation, type FormProps } from '@remix-run/react';

/**
 * An account page's form: posted to the route's action (it works before
 * JavaScript loads), busy while a submission is under way, its one submit
 * button last.
 */
export function AccountForm({ submit, children, ...props }: Omit<FormProps, 'method' | 'className'> & { submit: string }) {
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="account-form" aria-busy={busy || undefined} {...props}>
      {children}
      <button type="submit" className="button button--primary">
        {submit}
      </button>
    </Form>
  );
}
