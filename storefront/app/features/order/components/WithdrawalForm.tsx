import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { RETURN_METHODS, type StoreWithdrawalItem } from '@electroshop/contracts/withdrawal';
import { FieldError } from '~/components/FieldFrame';
import { FormField } from '~/components/FormField';
import { useTranslation } from '~/lib/i18n';
import { hasErrors } from '~/lib/field-errors';
import type { ReturnStore } from '../return-form';
import { quantityName, type WithdrawalActionData } from '../withdrawal-form';
import { ReturnMethodFieldset } from './ReturnMethodFieldset';

const ITEMS_HINT_ID = 'withdrawal-items-hint';
const ITEMS_ERROR_ID = 'withdrawal-items-error';

/**
 * The withdrawal form, a plain POST to the page's action (it works before JavaScript loads): how many
 * pieces of each item go back (items with nothing left are listed without an input), how (by carrier,
 * or to a store chosen in the select: without JavaScript the select is always shown, with it only for
 * a store), and the account to refund to when the payment cannot be refunded by itself. After a refusal
 * every entry stays and the keyboard goes to the first wrong field, whose error is its description.
 */
export function WithdrawalForm({
  items,
  stores,
  refundAccountRequired,
  answer,
}: {
  items: StoreWithdrawalItem[];
  stores: ReturnStore[];
  refundAccountRequired: boolean;
  /** The action's answer to the last submission (a made withdrawal starts an empty form). */
  answer?: WithdrawalActionData;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const failed = answer && !answer.done ? answer : null;
  const values = failed?.values ?? {};
  const errors = failed?.errors ?? {};

  useEffect(() => {
    if (!failed) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-testid="withdrawal-error"]'))?.focus();
  }, [failed]);

  const general = failed?.error ?? (hasErrors(errors) ? t('order.withdrawal.fixFields') : null);
  return (
    <Form method="post" ref={formRef} className="withdrawal-form" aria-busy={busy || undefined} noValidate data-testid="withdrawal-form">
      {general ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} data-testid="withdrawal-error">
          {general}
        </p>
      ) : null}
      <fieldset className="withdrawal-form__group" aria-describedby={[ITEMS_HINT_ID, errors.items ? ITEMS_ERROR_ID : null].filter(Boolean).join(' ')}>
        <legend>{t('order.withdrawal.itemsLegend')}</legend>
        <p id={ITEMS_HINT_ID} className="field__hint">
          {t('order.withdrawal.itemsHint')}
        </p>
        <ul className="withdrawal-items">
          {items.map((item) => {
            const name = quantityName(item.item_id);
            return (
              <li key={item.item_id} className="withdrawal-item" data-testid="withdrawal-item">
                {item.quantity > 0 ? (
                  <FormField
                    label={item.title}
                    name={name}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={item.quantity}
                    step={1}
                    defaultValue={values[name] ?? '0'}
                    error={errors[name]}
                    aria-invalid={errors[name] || errors.items ? true : undefined}
                    hint={t('order.withdrawal.returnable', { count: item.quantity })}
                    className="withdrawal-item__field"
                    data-testid="withdrawal-quantity"
                  />
                ) : (
                  <p className="withdrawal-item__gone">
                    <span className="withdrawal-item__title">{item.title}</span>{' '}
                    <span className="field__hint" data-testid="withdrawal-none-left">
                      {t('order.withdrawal.noneLeft')}
                    </span>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <FieldError id={ITEMS_ERROR_ID} name="items" error={errors.items} />
      </fieldset>
      <ReturnMethodFieldset form="withdrawal" methods={RETURN_METHODS} stores={stores} values={values} errors={errors} />
      {refundAccountRequired ? (
        <FormField
          label={t('order.withdrawal.refundAccount')}
          name="refund_account"
          required
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.refund_account ?? ''}
          error={errors.refund_account}
          hint={t('order.withdrawal.refundAccountHint')}
          className="withdrawal-form__account"
        />
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy} data-testid="withdrawal-submit">
        {t('order.withdrawal.submit')}
      </button>
    </Form>
  );
}
