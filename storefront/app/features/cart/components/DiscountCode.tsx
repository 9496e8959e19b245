import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

/** Apply and remove discount codes (a GET-free POST form, works without JavaScript). */
export function DiscountCode({
  action,
  promotions,
  error,
  applied,
}: {
  action?: string;
  promotions: { id: string; code: string }[];
  error?: string | null;
  applied?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent')?.toString().endsWith('promo');
  return (
    <section className="discount" aria-labelledby="discount-title" data-testid="discount">
      <h2 id="discount-title" className="discount__title">
        {t('discount.title')}
      </h2>
      {promotions.length > 0 ? (
        <ul className="discount__applied">
          {promotions.map((promotion) => (
            <li key={promotion.id}>
              <Form method="post" action={action} className="discount__chip">
                <span data-testid="applied-code">{promotion.code}</span>
                <input type="hidden" name="code" value={promotion.code} />
                <button type="submit" name="intent" value="remove-promo" className="button button--link">
                  {t('discount.remove')}
                  <span className="visually-hidden"> {promotion.code}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" action={action} className="discount__form">
        <label htmlFor="discount-code" className="visually-hidden">
          {t('discount.label')}
        </label>
        <input
          id="discount-code"
          name="code"
          className="field__input"
          placeholder={t('discount.placeholder')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-error' : undefined}
          data-testid="discount-input"
        />
        <button type="submit" name="intent" value="apply-promo" className="button button--secondary" disabled={busy} data-testid="discount-apply">
          {t('discount.apply')}
        </button>
      </Form>
      {error ? (
        <p id="discount-error" className="field__error" role="alert" data-testid="discount-error">
          {error}
        </p>
      ) : applied ? (
        <p className="field__success" role="status">
          {t('discount.applied')}
        </p>
      ) : null}
    </section>
  );
}
