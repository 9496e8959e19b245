import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { FormField } from '~/components/FormField';
import type { AccountAddress } from '~/features/account/account';
import { accountApi, accountPageData, guardPath, requireCustomer } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { AccountForm } from '~/features/account/components/AccountForm';
import { Notice } from '~/features/account/components/Notice';
import { getShopConfig } from '~/lib/config.server';
import { failedForm, sameNames } from '~/features/account/form.server';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const TEXT_FIELDS = ['first_name', 'last_name', 'company', 'address_1', 'city', 'postal_code', 'phone'] as const;

export const loader = withMessages(loadPage, 'account');

/** The customer's addresses (Medusa's `/store/customers/me/addresses`); `?edit=<id>` opens one in the form. */
async function loadPage({ request, context }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'addresses', 'account.addresses.title');
  const customer = await requireCustomer(request);
  const answer = await accountApi<{ addresses: AccountAddress[] }>({ request, context }, '/store/customers/me/addresses?limit=50');
  if (!answer.ok) throw new Response('Addresses could not be loaded', { status: 502 });
  const edit = new URL(request.url).searchParams.get('edit');
  return {
    ...page,
    addresses: answer.body.addresses,
    editing: answer.body.addresses.find((address) => address.id === edit) ?? null,
    /** A new address starts with the account's name. */
    name: { first_name: customer.first_name, last_name: customer.last_name },
    withVatId: getShopConfig().variant === 'cz',
  };
}

/** Save (new or `id`) or delete; the company numbers go into the address's metadata, checked by the backend per variant. */
export async function action({ request, context }: ActionFunctionArgs) {
  const path = guardPath(request, 'addresses');
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  if (form.get('intent') === 'delete') {
    await accountApi({ request, context }, `/store/customers/me/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
    throw redirect(path);
  }
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, String(form.get(field) ?? '').trim() || null]));
  const variant = getShopConfig().variant;
  const companyId = String(form.get('company_id') ?? '').trim() || null;
  const metadata =
    variant === 'cz'
      ? {
          company_id: companyId,
          vat_id: String(form.get('vat_id') ?? '').trim() || null,
        }
      : { company_id: companyId };
  const body = {
    ...text,
    country_code: variant,
    metadata,
    is_default_shipping: form.get('is_default_shipping') === 'on',
    is_default_billing: form.get('is_default_billing') === 'on',
  };
  const target = id ? `/store/customers/me/addresses/${encodeURIComponent(id)}` : '/store/customers/me/addresses';
  const answer = await accountApi({ request, context }, target, {
    method: 'POST',
    body,
  });
  if (answer.ok) throw redirect(`${path}?saved=1`);
  const values = { ...text, company_id: companyId, vat_id: metadata.vat_id ?? null };
  return { values, ...failedForm(answer, { ...sameNames(TEXT_FIELDS), company_id: 'metadata.company_id', vat_id: 'metadata.vat_id' }) };
}

export default function AddressesPage() {
  const { addresses, editing, name, withVatId, paths } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const initial: Record<string, string | null | undefined> = result?.values ?? {
    ...name,
    ...(editing ? Object.fromEntries(TEXT_FIELDS.map((field) => [field, editing[field]])) : {}),
    company_id: editing?.metadata?.company_id,
    vat_id: editing?.metadata?.vat_id,
  };
  const field = (name: string) => ({
    name,
    defaultValue: initial[name] ?? '',
    error: result?.errors[name],
  });
  return (
    <AccountPage title={t('account.addresses.title')} nav={paths}>
      <Notice error={result?.error} />
      {addresses.length ? (
        <ul className="account-addresses" data-testid="account-addresses">
          {addresses.map((address) => (
            <li key={address.id} className="account-addresses__item" data-testid="account-address">
              <address>
                {[address.first_name, address.last_name].filter(Boolean).join(' ')}
                {address.company ? <br /> : null}
                {address.company}
                {address.metadata?.company_id ? ` · ${t('account.fields.companyId')} ${address.metadata.company_id}` : null}
                {address.metadata?.vat_id ? ` · ${t('account.fields.vatId')} ${address.metadata.vat_id}` : null}
                <br />
                {address.address_1}, {address.postal_code} {address.city}
              </address>
              <p className="account-addresses__defaults">
                {address.is_default_shipping ? <span className="status-pill">{t('account.addresses.defaultShipping')}</span> : null}
                {address.is_default_billing ? <span className="status-pill">{t('account.addresses.defaultBilling')}</span> : null}
              </p>
              <div className="account-addresses__actions">
                <Link to={`?edit=${encodeURIComponent(address.id)}`}>{t('account.addresses.edit')}</Link>
                <Form method="post">
                  <input type="hidden" name="id" value={address.id} />
                  <button type="submit" name="intent" value="delete" className="button button--secondary">
                    {t('account.addresses.delete')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('account.addresses.empty')}</p>
      )}
      <h2>{editing ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}</h2>
      {/* Keyed by the address, or by the count for a new one: a saved address leaves an empty form. */}
      <AccountForm submit={t('account.addresses.save')} key={editing?.id ?? `new-${addresses.length}`}>
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormField label={t('account.fields.firstName')} {...field('first_name')} required autoComplete="given-name" />
        <FormField label={t('account.fields.lastName')} {...field('last_name')} required autoComplete="family-name" />
        <FormField label={t('account.fields.street')} {...field('address_1')} required autoComplete="street-address" />
        <FormField label={t('account.fields.city')} {...field('city')} required autoComplete="address-level2" />
        <FormField label={t('account.fields.postcode')} {...field('postal_code')} required autoComplete="postal-code" />
        <FormField label={t('account.fields.phone')} {...field('phone')} type="tel" autoComplete="tel" />
        <FormField label={t('account.fields.company')} {...field('company')} autoComplete="organization" />
        <FormField label={t('account.fields.companyId')} {...field('company_id')} />
        {withVatId ? <FormField label={t('account.fields.vatId')} {...field('vat_id')} /> : null}
        <label className="check check--block">
          <input type="checkbox" name="is_default_shipping" defaultChecked={editing?.is_default_shipping ?? !addresses.length} />
          <span>{t('account.addresses.defaultShipping')}</span>
        </label>
        <label className="check check--block">
          <input type="checkbox" name="is_default_billing" defaultChecked={editing?.is_default_billing ?? !addresses.length} />
          <span>{t('account.addresses.defaultBilling')}</span>
        </label>
      </AccountForm>
    </AccountPage>
  );
}
