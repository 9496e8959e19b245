import type { ReactNode } from 'react';
import { useShop } from '~/hooks/use-shop';
import { useTranslation } from '~/lib/i18n';
import { CheckoutInput, type CheckoutFormState } from './CheckoutInput';
import { CheckoutStep } from './CheckoutStep';

/**
 * The invoice address, with a company purchase and another delivery address
 * as parts opened by their checkboxes. `onDeliveryPostcode` runs when the
 * delivery postcode may have changed (the courier check).
 */
export function BillingStep({ form, onDeliveryPostcode }: { form: CheckoutFormState; onDeliveryPostcode: () => void }) {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <CheckoutStep id="billing" n={2} title={t('checkout.billingAddress')}>
      <AddressFields form={form} prefix="billing" required onPostcode={onDeliveryPostcode} />
      <ToggledPart
        form={form}
        toggle={{ name: 'billing_is_company', label: t('checkout.asCompany'), testId: 'billing-is-company' }}
        part={{ kind: 'company-purchase', legend: t('checkout.companyPurchase'), hint: t('checkout.companyPurchaseHint') }}
      >
        <div className="form-grid">
          <CheckoutInput
            state={form}
            name="billing_company"
            label={t('checkout.companyName')}
            autoComplete="billing organization"
            className="form-grid__wide"
          />
          <CheckoutInput
            state={form}
            name="billing_company_id"
            label={t('checkout.companyId')}
            inputMode={shop.variant === 'cz' ? 'numeric' : undefined}
            maxLength={20}
          />
          {shop.variant === 'cz' ? (
            <CheckoutInput state={form} name="billing_vat_id" label={t('checkout.vatId')} hint={t('checkout.vatIdHint')} maxLength={20} />
          ) : null}
        </div>
      </ToggledPart>
      <ToggledPart
        form={form}
        toggle={{ name: 'ship_to_other', label: t('checkout.shipToOther'), testId: 'ship-to-other' }}
        part={{ kind: 'delivery-address', legend: t('checkout.deliveryAddress'), hint: t('checkout.deliveryAddressHint') }}
        onToggle={onDeliveryPostcode}
      >
        <AddressFields form={form} prefix="shipping" required={false} onPostcode={onDeliveryPostcode} />
      </ToggledPart>
    </CheckoutStep>
  );
}

function AddressFields({
  form,
  prefix,
  required,
  onPostcode,
}: {
  form: CheckoutFormState;
  prefix: 'billing' | 'shipping';
  required: boolean;
  onPostcode: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-grid">
      <CheckoutInput state={form} name={`${prefix}_first_name`} label={t('checkout.firstName')} autoComplete={`${prefix} given-name`} required={required} />
      <CheckoutInput state={form} name={`${prefix}_last_name`} label={t('checkout.lastName')} autoComplete={`${prefix} family-name`} required={required} />
      {/* The invoice address's company is asked in the company-purchase part. */}
      {prefix === 'shipping' ? (
        <CheckoutInput state={form} name="shipping_company" label={t('checkout.company')} autoComplete="shipping organization" className="form-grid__wide" />
      ) : null}
      <CheckoutInput
        state={form}
        name={`${prefix}_address_1`}
        label={t('checkout.street')}
        autoComplete={`${prefix} address-line1`}
        required={required}
        className="form-grid__wide"
      />
      <CheckoutInput state={form} name={`${prefix}_city`} label={t('checkout.city')} autoComplete={`${prefix} address-level2`} required={required} />
      <CheckoutInput
        state={form}
        name={`${prefix}_postal_code`}
        label={t('checkout.postcode')}
        autoComplete={`${prefix} postal-code`}
        inputMode="numeric"
        required={required}
        onChange={onPostcode}
      />
      <p className="form-grid__wide field__static">
        <span className="field__label">{t('checkout.country')}</span> {t('checkout.countryName')}
      </p>
    </div>
  );
}

/** A checkbox and the part of the form it opens (CSS hides the part while unchecked; without :has() it stays, with its hint). */
function ToggledPart({
  form,
  toggle,
  part,
  onToggle,
  children,
}: {
  form: CheckoutFormState;
  toggle: { name: 'billing_is_company' | 'ship_to_other'; label: string; testId: string };
  part: { kind: 'company-purchase' | 'delivery-address'; legend: string; hint: string };
  onToggle?: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <label className="check check--block">
        <input
          type="checkbox"
          name={toggle.name}
          id={toggle.name}
          defaultChecked={form.values[toggle.name] === 'on'}
          data-testid={toggle.testId}
          onChange={onToggle}
        />
        <span>{toggle.label}</span>
      </label>
      <fieldset className={part.kind} data-testid={part.kind}>
        <legend>{part.legend}</legend>
        <p className={`field__hint ${part.kind}__hint`}>{part.hint}</p>
        {children}
      </fieldset>
    </>
  );
}
