import { useId, useState } from 'react';
import { FieldError, FieldFrame, fieldTextIds } from '~/components/FieldFrame';
import { RadioChoice } from '~/components/RadioChoice';
import { SelectOptions } from '~/components/SelectOptions';
import { useHydrated } from '~/hooks/use-hydrated';
import { useTranslation } from '~/lib/i18n';
import type { FieldErrors } from '~/lib/field-errors';
import type { ReturnStore } from '../return-form';

/**
 * How the goods come to the shop, in the withdrawal's and the complaint's form (`form`: its texts under
 * `order.<form>` and its test ids): the `method` radios, by carrier or to a store chosen in the `store_id`
 * select (without JavaScript the select is always shown, with it only for a store). No stores to bring
 * the goods to (they could not be read): the carrier only.
 */
export function ReturnMethodFieldset({
  form,
  methods,
  stores,
  values,
  errors,
}: {
  form: 'withdrawal' | 'complaint';
  methods: readonly ('carrier' | 'store')[];
  stores: ReturnStore[];
  /** What was posted last time (after a refusal). */
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const storeFieldId = useId();
  const [method, setMethod] = useState(values.method ?? '');
  const choices = stores.length ? methods : methods.filter((choice) => choice !== 'store');
  const methodErrorId = `${form}-method-error`;
  const storeIds = fieldTextIds(storeFieldId);
  return (
    <fieldset className="withdrawal-form__group withdrawal-form__methods" aria-describedby={errors.method ? methodErrorId : undefined}>
      <legend>{t(`order.${form}.methodLegend`)}</legend>
      {choices.map((choice) => (
        <RadioChoice
          key={choice}
          name="method"
          value={choice}
          testId={`${form}-method-${choice}`}
          invalid={Boolean(errors.method)}
          defaultChecked={values.method === choice}
          onChange={() => setMethod(choice)}
          title={t(`order.${form}.methods.${choice}`)}
          description={t(`order.${form}.methodHints.${choice}`)}
        />
      ))}
      <FieldError id={methodErrorId} name="method" error={errors.method} />
      {stores.length ? (
        <div className="withdrawal-form__store" hidden={hydrated && method !== 'store'}>
          <FieldFrame id={storeFieldId} name="store_id" label={t(`order.${form}.store`)} error={errors.store_id} hint={t(`order.${form}.storeHint`)}>
            <select
              id={storeFieldId}
              name="store_id"
              className="field__input"
              defaultValue={values.store_id ?? ''}
              aria-invalid={errors.store_id ? true : undefined}
              aria-describedby={[errors.store_id ? storeIds.errorId : null, storeIds.hintId].filter(Boolean).join(' ')}
              data-testid={`${form}-store`}
            >
              <SelectOptions placeholder={t(`order.${form}.chooseStore`)} options={stores.map((store) => ({ value: store.id, label: store.label }))} />
            </select>
          </FieldFrame>
        </div>
      ) : null}
    </fieldset>
  );
}
