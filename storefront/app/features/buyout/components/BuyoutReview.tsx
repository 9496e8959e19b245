import { useTranslation } from '~/lib/i18n';
import { QualityBadge } from '~/components/QualityBadge';
import { useFormat } from '~/hooks/use-format';
import type { Choice, SavedBuyout } from '@electroshop/contracts/buyout';
import { CUSTOMER_FIELDS, PICKUP_FIELDS, REVIEW_MODE, selectedFromValues } from '~/features/buyout/buyout';
import { Questionnaire } from './Questionnaire';

/**
 * Review mode (state flag 8): a saved buy-out as the seller submitted it.
 * Answers are shown disabled; personal numbers arrive masked from the API.
 */
export function BuyoutReview({ sale, countries }: { sale: SavedBuyout; countries: Choice[] }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const selected = selectedFromValues(
    sale.device_conditions,
    sale.device_conditions.map((condition) => condition.value).filter((v): v is number => typeof v === 'number'),
  );
  const customer = sale.customer_data ?? {};
  const countryLabel = (code: string | null | undefined) => countries.find((c) => c.value === code)?.label ?? code;
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <div key={label}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <section className="buyout-review" data-buyout-state={REVIEW_MODE} aria-labelledby="buyout-review-title" data-testid="buyout-review">
      <h2 id="buyout-review-title" className="section__title">
        {t('buyout.review.title')}
      </h2>
      <dl className="buyout-review__list">
        {row(t('buyout.review.number'), sale.number)}
        {row(t('buyout.review.status'), sale.status_label)}
        {row(t('buyout.review.created'), date(sale.created_at))}
        {row(
          t('buyout.review.device'),
          [sale.product_type_choice?.label, sale.manufacturer_choice?.label, sale.product_model_choice?.label, sale.product_color_choice?.label]
            .filter(Boolean)
            .join(' · '),
        )}
      </dl>
      <div className="buyout-offer__result">
        <div>
          <span className="buyout-offer__label">{t('buyout.result.grade')}</span>
          <QualityBadge quality={sale.conditions_appraisal_result?.quality ?? null} />
        </div>
        <div>
          <span className="buyout-offer__label">{t('buyout.result.price')}</span>
          <strong className="buyout-offer__price">{money(sale.price, sale.currency_code)}</strong>
        </div>
      </div>
      <h3>{t('buyout.review.answers')}</h3>
      <Questionnaire conditions={sale.device_conditions} selected={selected} disabled />
      <h3>{t('buyout.sell.person')}</h3>
      <dl className="buyout-review__list">
        {Object.entries(CUSTOMER_FIELDS).map(([field, apiName]) => {
          const value = customer[apiName];
          let shown: string | null | undefined = value;
          if (apiName === 'gender' && value) shown = t(`buyout.fields.${value === 'female' ? 'genderFemale' : 'genderMale'}`);
          if (apiName === 'country') shown = countryLabel(value);
          return row(t(`buyout.fields.${field}`), shown);
        })}
        {row(t('buyout.fields.imei'), sale.buyout_device?.imei)}
        {row(t('buyout.fields.serialNumber'), sale.buyout_device?.serial_number)}
        {row(t('buyout.fields.note'), sale.buyout_device?.note)}
      </dl>
      {sale.pickup_address ? (
        <>
          <h3>{t('buyout.sell.pickup')}</h3>
          <dl className="buyout-review__list">
            {Object.entries(PICKUP_FIELDS).map(([field, apiName]) =>
              row(t(`buyout.fields.${field}`), apiName === 'country' ? countryLabel(sale.pickup_address?.[apiName]) : sale.pickup_address?.[apiName]),
            )}
          </dl>
        </>
      ) : null}
    </section>
  );
}
