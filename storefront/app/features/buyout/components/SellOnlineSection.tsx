import { useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { FormField } from '~/components/FormField';
import { useHydrated } from '~/hooks/use-hydrated';
import type { Choice } from '@electroshop/contracts/buyout';
import type { PersonalField, PersonalValues } from '~/features/buyout/buyout';
import type { FieldErrors } from '~/lib/field-errors';
import { SelectField } from './SelectField';

interface Props {
  hidden: boolean;
  variant: 'cz' | 'ro';
  isPhone: boolean;
  countries: Choice[];
  defaultCountry: string;
  values: PersonalValues;
  errors: FieldErrors;
  formError: string | null;
  pending: boolean;
  onFirstInput: () => void;
}

const SELL_STEPS = ['buyout.sell.step1', 'buyout.sell.step2', 'buyout.sell.step3'] as const;

/**
 * Sell-online form (customer_data, buyout_device and the optional
 * pickup_address of section 3). Inputs are uncontrolled, so a failed submit
 * keeps everything typed; after a no-JS post they come back from the action.
 */
export function SellOnlineSection(props: Props) {
  const { hidden, variant, isPhone, countries, defaultCountry, values, errors, formError, pending, onFirstInput } = props;
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [altAddress, setAltAddress] = useState(Boolean(values.pickupAltAddress));

  const field = (name: PersonalField, extra: { required?: boolean; autoComplete?: string; type?: string; placeholder?: string; hint?: string } = {}) => (
    <FormField
      key={name}
      label={t(`buyout.fields.${name}`)}
      name={name}
      defaultValue={values[name] ?? ''}
      error={errors[name]}
      required={extra.required ?? true}
      autoComplete={extra.autoComplete ?? 'off'}
      type={extra.type ?? 'text'}
      placeholder={extra.placeholder}
      hint={extra.hint}
    />
  );
  const countrySelect = (name: 'country' | 'altCountry') => (
    <SelectField
      label={t(`buyout.fields.${name}`)}
      name={name}
      options={countries}
      defaultValue={values[name] || defaultCountry}
      error={errors[name]}
      required
    />
  );

  return (
    <section className="buyout-panel" hidden={hidden} aria-labelledby="buyout-sell-title" data-testid="buyout-sell-form" onInputCapture={onFirstInput}>
      <h2 id="buyout-sell-title" className="section__title">
        {t('buyout.sell.title')}
      </h2>
      <ol className="buyout-steps">
        {SELL_STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {formError ? (
        <p className="notice notice--error" role="alert" tabIndex={-1} data-testid="buyout-sell-error">
          {formError}
        </p>
      ) : null}

      <fieldset className="buyout-fieldset">
        <legend>{t('buyout.sell.device')}</legend>
        <div className="form-grid">
          {isPhone ? field('imei', { hint: t('buyout.fields.imeiHint'), autoComplete: 'off' }) : field('serialNumber')}
          <div className="form-grid__wide">{field('note', { required: false })}</div>
        </div>
      </fieldset>

      <fieldset className="buyout-fieldset">
        <legend>{t('buyout.sell.person')}</legend>
        <div className="form-grid">
          {field('titleBeforeName', { required: false, autoComplete: 'honorific-prefix' })}
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
          <SelectField
            label={t('buyout.fields.gender')}
            name="gender"
            defaultValue={values.gender ?? ''}
            placeholder={t('buyout.fields.choose')}
            options={[
              { value: 'male', label: t('buyout.fields.genderMale') },
              { value: 'female', label: t('buyout.fields.genderFemale') },
            ]}
            error={errors.gender}
            required
          />
          {field('birthNumber', { placeholder: variant === 'cz' ? '710319/2745' : '1630615123457' })}
          {field('placeOfBirth')}
          {field('nationality')}
          {field('identityCardNumber')}
          {field('identityReleasedBy')}
          {field('identityValidTo', { placeholder: 'DD.MM.YYYY' })}
        </div>
      </fieldset>

      <fieldset className="buyout-fieldset">
        <legend>{t('buyout.sell.contact')}</legend>
        <div className="form-grid">
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
          {field('street', { autoComplete: 'address-line1' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('district', { required: false })}
          {field('postcode', { autoComplete: 'postal-code' })}
          {countrySelect('country')}
        </div>
      </fieldset>

      <fieldset className="buyout-fieldset">
        <legend>{t('buyout.sell.bank')}</legend>
        <div className="form-grid">
          {field('bankAccountNumber', { placeholder: variant === 'cz' ? '19-2000145399' : 'RO49AAAA1B31007593840000' })}
          {variant === 'cz' ? field('bankCode', { placeholder: '0800' }) : null}
        </div>
      </fieldset>

      <fieldset className="buyout-fieldset">
        <legend>{t('buyout.sell.pickup')}</legend>
        <label className="check">
          <input
            type="checkbox"
            name="pickupAltAddress"
            checked={altAddress}
            onChange={(event) => setAltAddress(event.target.checked)}
            data-testid="buyout-alt-address"
          />
          {t('buyout.fields.pickupAltAddress')}
        </label>
        {/* Without JavaScript the checkbox cannot reveal them, so they are shown right away. */}
        {altAddress || !hydrated ? (
          <div className="form-grid">
            {field('altStreet')}
            {field('altCity')}
            {field('altDistrict', { required: false })}
            {field('altPostcode')}
            {countrySelect('altCountry')}
            <div className="form-grid__wide">{field('altExtraInfo', { required: false })}</div>
          </div>
        ) : null}
      </fieldset>

      <p className="field__hint">{t('buyout.sell.privacy')}</p>
      <button
        type="submit"
        name="intent"
        value="sell-online"
        className="button button--primary button--large"
        disabled={pending}
        data-testid="buyout-sell-submit"
      >
        {pending ? t('buyout.sell.sending') : t('buyout.sell.submit')}
      </button>
    </section>
  );
}
