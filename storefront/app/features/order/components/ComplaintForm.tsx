import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useId, useRef } from 'react';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_METHODS, COMPLAINT_REMEDIES, type StoreOrderComplaintsResponse } from '@electroshop/contracts/complaint';
import { FieldError, FieldFrame, fieldTextIds } from '~/components/FieldFrame';
import { RadioChoice } from '~/components/RadioChoice';
import { useTranslation } from '~/lib/i18n';
import { hasErrors } from '~/lib/field-errors';
import type { ComplaintActionData } from '../complaint-form';
import type { ReturnStore } from '../return-form';
import { ReturnMethodFieldset } from './ReturnMethodFieldset';

const ITEM_ERROR_ID = 'complaint-item-error';
const REMEDY_ERROR_ID = 'complaint-remedy-error';

/**
 * The complaint form, a plain POST to the page's action (it works before JavaScript loads): which item
 * (the only one already chosen), what is wrong with it, what the shopper asks for, and how the goods come
 * (ReturnMethodFieldset). After a refusal every entry stays and the keyboard goes to the first wrong
 * field, whose error is its description.
 */
export function ComplaintForm({
  items,
  stores,
  answer,
}: {
  items: StoreOrderComplaintsResponse['items'];
  stores: ReturnStore[];
  /** The action's answer to the last submission (a complaint made starts an empty form). */
  answer?: ComplaintActionData;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  const descriptionId = useId();
  const failed = answer && !answer.done ? answer : null;
  const values = failed?.values ?? {};
  const errors = failed?.errors ?? {};
  const itemId = values.item_id ?? (items.length === 1 ? items[0].item_id : '');

  useEffect(() => {
    if (!failed) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-testid="complaint-error"]'))?.focus();
  }, [failed]);

  const descriptionIds = fieldTextIds(descriptionId);
  const general = failed?.error ?? (hasErrors(errors) ? t('order.complaint.fixFields') : null);
  return (
    <Form method="post" ref={formRef} className="withdrawal-form" aria-busy={busy || undefined} noValidate data-testid="complaint-form">
      {general ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} data-testid="complaint-error">
          {general}
        </p>
      ) : null}
      <fieldset className="withdrawal-form__group withdrawal-form__methods" aria-describedby={errors.item_id ? ITEM_ERROR_ID : undefined}>
        <legend>{t('order.complaint.itemLegend')}</legend>
        {items.map((item) => (
          <RadioChoice
            key={item.item_id}
            name="item_id"
            value={item.item_id}
            testId="complaint-item"
            className="withdrawal-item"
            invalid={Boolean(errors.item_id)}
            defaultChecked={itemId === item.item_id}
            title={item.title}
          />
        ))}
        <FieldError id={ITEM_ERROR_ID} name="item_id" error={errors.item_id} />
      </fieldset>
      <FieldFrame
        id={descriptionId}
        name="description"
        label={t('order.complaint.description')}
        required
        error={errors.description}
        hint={t('order.complaint.descriptionHint')}
        className="field--inline"
      >
        <textarea
          id={descriptionId}
          name="description"
          className="field__input"
          rows={5}
          required
          maxLength={COMPLAINT_DESCRIPTION_MAX}
          defaultValue={values.description ?? ''}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={[errors.description ? descriptionIds.errorId : null, descriptionIds.hintId].filter(Boolean).join(' ')}
          data-testid="complaint-description"
        />
      </FieldFrame>
      <fieldset className="withdrawal-form__group withdrawal-form__methods" aria-describedby={errors.remedy ? REMEDY_ERROR_ID : undefined}>
        <legend>{t('order.complaint.remedyLegend')}</legend>
        {COMPLAINT_REMEDIES.map((remedy) => (
          <RadioChoice
            key={remedy}
            name="remedy"
            value={remedy}
            testId={`complaint-remedy-${remedy}`}
            invalid={Boolean(errors.remedy)}
            defaultChecked={values.remedy === remedy}
            title={t(`order.complaint.remedies.${remedy}`)}
          />
        ))}
        <FieldError id={REMEDY_ERROR_ID} name="remedy" error={errors.remedy} />
      </fieldset>
      <ReturnMethodFieldset form="complaint" methods={COMPLAINT_METHODS} stores={stores} values={values} errors={errors} />
      <button type="submit" className="button button--primary" disabled={busy} data-testid="complaint-submit">
        {t('order.complaint.submit')}
      </button>
    </Form>
  );
}
