import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import type { ProductsToReviewResponse, ReviewUserData } from '@electroshop/contracts/review';
import { FieldFrame } from '~/components/FieldFrame';
import { FormField } from '~/components/FormField';
import { accountApi, accountPageData, guardPath, paths, requireCustomer } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { AccountForm } from '~/features/account/components/AccountForm';
import { Notice } from '~/features/account/components/Notice';
import { failedForm, formFields, sameNames } from '~/features/account/form.server';
import { getProductsByHandles } from '~/features/catalog/products.server';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['product_id', 'rating', 'pros', 'cons', 'text', 'full_name'] as const;

export const loader = withMessages(loadPage, 'account');

/**
 * The customer's reviews (never cached: it reads the session). Without
 * `?product=` the bought products still to review, each linking to its form;
 * with `?product=<handle>` the review form when the customer bought it, else
 * the spec's refusal. The product page links here, so its cached HTML stays
 * the same for everyone.
 */
async function loadPage({ request, context }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'reviews', 'account.reviews.title');
  await requireCustomer(request);
  const url = new URL(request.url);
  const handle = url.searchParams.get('product');
  const base = { ...page, done: url.searchParams.has('done') };
  if (!handle) {
    const answer = await accountApi<ProductsToReviewResponse>({ request, context }, '/store/reviews/to-review');
    if (!answer.ok) throw new Response('Reviews unavailable', { status: 502 });
    return { ...base, products: answer.body.products, form: null };
  }
  const answer = await accountApi<ReviewUserData>({ request, context }, `/store/reviews/user-data/${encodeURIComponent(handle)}`);
  if (answer.status === 404) throw new Response('Not found', { status: 404 });
  if (!answer.ok) throw new Response('Reviews unavailable', { status: 502 });
  const [product] = await getProductsByHandles([handle]).catch(() => []);
  const title = product?.title ?? handle;
  return { ...base, products: null, form: { ...answer.body, title } };
}

/** POST /store/reviews; the review waits for staff approval, the list says thanks. */
export async function action({ request, context }: ActionFunctionArgs) {
  guardPath(request, 'reviews');
  const form = await request.formData();
  const body = formFields(form, FIELDS);
  const answer = await accountApi({ request, context }, '/store/reviews', {
    method: 'POST',
    body: {
      product_id: body.product_id,
      rating: Number(body.rating),
      pros: body.pros.trim() || null,
      cons: body.cons.trim() || null,
      text: body.text,
      full_name: body.full_name,
      anonymous: form.get('anonymous') === 'on',
    },
  });
  if (answer.ok) throw redirect(`${paths().reviews}?done`);
  return failedForm(answer, sameNames(FIELDS));
}

export default function AccountReviewsPage() {
  const { paths, products, form, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const textId = useId();
  const errors = result?.errors ?? {};
  return (
    <AccountPage title={t('account.reviews.title')} nav={paths}>
      <Notice error={result?.error} success={done ? t('account.reviews.done') : null} />
      {products ? (
        <section aria-labelledby="to-review">
          <h2 id="to-review">{t('account.reviews.toReview')}</h2>
          {products.length ? (
            <ul className="account-list" data-testid="products-to-review">
              {products.map((p) => (
                <li key={p.id}>
                  {p.title} · <Link to={`${paths.reviews}?${new URLSearchParams({ product: p.handle })}`}>{t('account.reviews.write')}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('account.reviews.none')}</p>
          )}
        </section>
      ) : null}
      {form ? (
        <section aria-labelledby="review-form">
          <h2 id="review-form">{t('account.reviews.formTitle', { title: form.title })}</h2>
          {!form.bought ? (
            <Notice error={t('account.reviews.notBought')} />
          ) : form.already_reviewed ? (
            <Notice error={t('account.reviews.alreadyReviewed')} />
          ) : (
            <AccountForm submit={t('account.reviews.submit')} data-testid="review-form">
              <input type="hidden" name="product_id" value={form.product_id} />
              <FormField label={t('account.reviews.rating')} name="rating" type="number" min={1} max={5} step={1} required error={errors.rating} />
              <FieldFrame id={textId} name="text" label={t('account.reviews.text')} required error={errors.text}>
                <textarea id={textId} name="text" className="field__input" rows={5} required aria-invalid={errors.text ? true : undefined} />
              </FieldFrame>
              <FormField label={t('account.reviews.pros')} name="pros" error={errors.pros} />
              <FormField label={t('account.reviews.cons')} name="cons" error={errors.cons} />
              <FormField
                label={t('account.reviews.fullName')}
                name="full_name"
                defaultValue={form.full_name ?? ''}
                required
                autoComplete="name"
                error={errors.full_name ?? errors.product_id}
              />
              <label className="check check--block">
                <input type="checkbox" name="anonymous" />
                <span>{t('account.reviews.anonymous')}</span>
              </label>
            </AccountForm>
          )}
        </section>
      ) : null}
    </AccountPage>
  );
}
