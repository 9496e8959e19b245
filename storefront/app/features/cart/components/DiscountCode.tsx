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
  const busy = navigation.state === 'submitting' && /^(apply|remove)-promo\b/.test(String(navigation.formData?.get('intent')));
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
                <button type="submit" name="intent" value={`remove-promo:${promotion.code}`} className="button button--link">
                  {t('discount.remove')}
                  <span className="visually-hidden"> {promotion.code}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" action={action} className="discount__form">
        <DiscountCodeInput id="discount-code" error={error} busy={busy} />
      </Form>
      <DiscountCodeOutcome id="discount-code" error={error} applied={applied} />
    </section>
  );
}

/**
 * The code's input and its apply button. Inside another form (the checkout's),
 * Enter applies the code instead of submitting that form, and the apply button
 * skips that form's validation.
 */
export function DiscountCodeInput({ id, error, busy, nested }: { id: string; error?: string | null; busy?: boolean; nested?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('discount.label')}
      </label>
      <input
        id={id}
        name="code"
        className="field__input"
        placeholder={t('discount.placeholder')}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="discount-input"
        onKeyDown={
          nested
            ? (event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  event.currentTarget.parentElement?.querySelector<HTMLButtonElement>('button')?.click();
                }
              }
            : undefined
        }
      />
      <button
        type="submit"
        name="intent"
        value="apply-promo"
        formNoValidate={nested}
        className="button button--secondary"
        disabled={busy}
        data-testid="discount-apply"
      >
        {t('discount.apply')}
      </button>
    </>
  );
}

/** The answer to the last apply: the code's error, or that it was applied. */
export function DiscountCodeOutcome({ id, error, applied }: { id: string; error?: string | null; applied?: boolean }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <p id={`${id}-error`} className="field__error" role="alert" data-testid="discount-error">
        {error}
      </p>
    );
  }
  return applied ? (
    <p className="field__success" role="status">
      {t('discount.applied')}
    </p>
  ) : null;
}
