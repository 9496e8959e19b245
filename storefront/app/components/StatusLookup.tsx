import type { ReactNode } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormField } from '~/components/FormField';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';

/**
 * The status pages' shared parts (buy-out and service, see
 * `lib/status-lookup.server.ts`): the POST form of number + contact with the
 * look-up's error, and the record found: its status, what the page shows of
 * it, and its status history.
 */
export type StatusDomain = 'buyout' | 'service';

/**
 * What differs between the status pages. The rest goes by the domain: texts
 * `<domain>.status.*` (title, number, submit, both, notFound, result,
 * history), the record's test id `<domain>-status`, its history's class
 * `<domain>-history`.
 */
export const STATUS_LOOKUPS: Record<
  StatusDomain,
  { contact: { name: string; labelKey: string; type?: string }; formClassName: string; resultClassName: string }
> = {
  buyout: {
    contact: { name: 'email', labelKey: 'buyout.fields.email', type: 'email' },
    formClassName: 'buyout-status-form',
    resultClassName: 'buyout-review',
  },
  service: {
    contact: { name: 'contact', labelKey: 'service.status.contact' },
    formClassName: 'service-status service-status-form',
    resultClassName: 'service-panel',
  },
};

/** The answer of a status page's action (`lookUpStatus`). */
export type StatusLookupResult<T> = { number: string; contact: string; status: T | null; error: string | null };

/** A status page's form state: the loader's action and number (`statusPageData`), then what the look-up gave back. */
export type StatusLookupState<T> = StatusLookupResult<T> & {
  action: string;
  /** A look-up has been made (the form was sent). */
  submitted: boolean;
};

export function useStatusLookup<T>(): StatusLookupState<T> {
  const loaded = useLoaderData<{ action: string; number: string }>();
  const result = useActionData() as StatusLookupResult<T> | undefined;
  return {
    action: loaded.action,
    number: result?.number ?? loaded.number,
    contact: result?.contact ?? '',
    status: result?.status ?? null,
    error: result?.error ?? null,
    submitted: result !== undefined,
  };
}

type FoundRecord = { number: string; status_label: string; history: HistoryEntry[] };

/** A status page's form and, once found, the record: `children` show what the page shows of it between its status and its history. */
export function StatusLookup<T extends FoundRecord>({
  domain,
  lookup,
  children,
}: {
  domain: StatusDomain;
  lookup: StatusLookupState<T>;
  children: (status: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { contact, formClassName, resultClassName } = STATUS_LOOKUPS[domain];
  const busy = useNavigation().state !== 'idle';
  const { status } = lookup;
  const testId = `${domain}-status`;
  return (
    <>
      <Form method="post" action={lookup.action} className={formClassName} aria-busy={busy || undefined}>
        <FormField label={t(`${domain}.status.number`)} name="number" defaultValue={lookup.number} required autoComplete="off" />
        <FormField label={t(contact.labelKey)} name={contact.name} type={contact.type} defaultValue={lookup.contact} required autoComplete="email" />
        <button type="submit" className="button button--primary">
          {t(`${domain}.status.submit`)}
        </button>
      </Form>
      {lookup.error ? (
        <p className="notice notice--error" role="alert">
          {lookup.error}
        </p>
      ) : null}
      {status ? (
        <section className={resultClassName} aria-live="polite" data-testid={testId}>
          <h2 className="section__title">{t(`${domain}.status.result`, { number: status.number })}</h2>
          <p>
            <span className="status-pill" data-testid={`${testId}-label`}>
              {status.status_label}
            </span>
          </p>
          {children(status)}
          <StatusHistory title={t(`${domain}.status.history`)} className={`${domain}-history`} entries={status.history} />
        </section>
      ) : null}
    </>
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
