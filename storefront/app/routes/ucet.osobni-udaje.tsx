import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { accountApi, accountPageData, guardPath, requireCustomer } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { AccountForm } from '~/features/account/components/AccountForm';
import { Notice } from '~/features/account/components/Notice';
import { PersonFields } from '~/features/account/components/PersonFields';
import { formFields, sameNames, savedForm } from '~/features/account/form.server';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['first_name', 'last_name', 'phone'] as const;

export const loader = withMessages(loadPage, 'account');

async function loadPage({ request }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'profile', 'account.profile.title');
  return { ...page, customer: await requireCustomer(request) };
}

/** Medusa's `/store/customers/me` with the shop's rules (backend api/store/account/middlewares.ts); a shop account gets 403. */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'profile');
  const body = formFields(await request.formData(), FIELDS);
  const answer = await accountApi({ request, context }, '/store/customers/me', { method: 'POST', body: { ...body, phone: body.phone.trim() || null } });
  return savedForm(answer, sameNames(FIELDS));
}

export default function ProfilePage() {
  const { customer, paths } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.profile.title')} nav={paths}>
      {customer.shop_account ? (
        <Notice error={t('account.profile.noPermission')} />
      ) : (
        <>
          <Notice error={result?.error} success={result?.done ? t('account.profile.done') : null} />
          <AccountForm submit={t('account.profile.submit')}>
            <PersonFields names={FIELDS} values={customer} errors={result?.errors} />
          </AccountForm>
        </>
      )}
    </AccountPage>
  );
}
