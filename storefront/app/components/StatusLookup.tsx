import type { ReactNode } from 'react';
import { Form, useNavigation } from '@remix-run/react';
import { FormField } from '~/components/FormField';
import { useFormat } from '~/hooks/use-format';

/**
 * The status pages' shared parts (buy-out and service, see
 * `lib/status-lookup.server.ts`): the POST form of number + contact with the
 * look-up's error, and the record found: its status, what the page shows of
 * it, and its status history.
 */
export function StatusLookupForm({
  action,
  className,
  number,
  contact,
  submitLabel,
  error,
}: {
  action: string;
  className: string;
  number: { label: string; value: string };
  contact: { name: string; label: string; value: string; type?: string };
  submitLabel: string;
  error: string | null;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <Form method="post" action={action} className={className} aria-busy={busy || undefined}>
        <FormField label={number.label} name="number" defaultValue={number.value} required autoComplete="off" />
        <FormField label={contact.label} name={contact.name} type={contact.type} defaultValue={contact.value} required autoComplete="email" />
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </Form>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function StatusResult({
  className,
  testId,
  title,
  status,
  history,
  children,
}: {
  className: string;
  testId: string;
  title: string;
  status: { status_label: string; history: HistoryEntry[] };
  history: { title: string; className: string };
  children: ReactNode;
}) {
  return (
    <section className={className} aria-live="polite" data-testid={testId}>
      <h2 className="section__title">{title}</h2>
      <p>
        <span className="status-pill" data-testid={`${testId}-label`}>
          {status.status_label}
        </span>
      </p>
      {children}
      <StatusHistory title={history.title} className={history.className} entries={status.history} />
    </section>
  );
}

type HistoryEntry = { status: string; status_label: string; note: string | null; created_at: string };

function StatusHistory({ title, className, entries }: { title: string; className: string; entries: HistoryEntry[] }) {
  const { date } = useFormat();
  return (
    <>
      <h3>{title}</h3>
      <ol className={className}>
        {entries.map((entry) => (
          <li key={`${entry.status}-${entry.created_at}`}>
            <time dateTime={entry.created_at}>{date(entry.created_at)}</time> <strong>{entry.status_label}</strong>
            {entry.note ? <span> – {entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
