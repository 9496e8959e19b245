import { Fragment, type ReactNode } from 'react';
import { LinePaymentNote } from '~/features/cart/components/LinePaymentNote';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { useShop } from '~/hooks/use-shop';
import type { AddressView, OrderView, PickupStoreView } from '~/features/order/order';
import { paymentProviderKey } from '~/features/checkout/payment';
import { SummaryTotals } from '~/features/cart/components/SummaryTotals';
import { CARRIER_NAMES } from '~/features/delivery/pickup-points';

/** A place the order goes to or waits at: its lines one under another, the empty ones left out. */
function PlaceAddress({ testId, title, lines }: { testId?: string; title: string; lines: ReactNode[] }) {
  const shown = lines.filter((line) => line !== null && line !== '');
  return (
    <section className="order-address" data-testid={testId}>
      <h3>{title}</h3>
      <address>
        {shown.map((line, i) => (
          <Fragment key={i}>
            {i ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </address>
    </section>
  );
}

/** A pickup point or store: the carrier (a point's), name, street, postcode and town, opening hours. */
function PickupPlace({ testId, title, carrier, place }: { testId: string; title: string; carrier?: string; place: PickupStoreView }) {
  const { t } = useTranslation();
  return (
    <PlaceAddress
      testId={testId}
      title={title}
      lines={[
        carrier ?? null,
        <strong key="name">{place.name}</strong>,
        place.street,
        `${place.postcode} ${place.city}`,
        place.openingHours ? `${t('delivery.openingHours')}: ${place.openingHours}` : null,
      ]}
    />
  );
}

/** A billing or delivery address, with a company purchase's identifiers; the shop's own country by its name. */
function Address({ title, address }: { title: string; address: AddressView | null }) {
  const { t } = useTranslation();
  const shop = useShop();
  if (!address) return null;
  const country = address.country.toLowerCase() === shop.countryCode ? t('checkout.countryName') : address.country;
  return (
    <PlaceAddress
      title={title}
      lines={[
        address.name,
        address.company,
        address.companyId ? (
          <span key="company-id" data-testid="order-company-id">
            {t('account.fields.companyId')}: {address.companyId}
          </span>
        ) : null,
        address.vatId ? (
          <span key="vat-id" data-testid="order-vat-id">
            {t('account.fields.vatId')}: {address.vatId}
          </span>
        ) : null,
        address.street,
        `${address.postcode} ${address.city}`,
        country,
        address.phone,
      ]}
    />
  );
}

/** Items, totals and addresses of an order (thank-you and order-status pages). */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const shop = useShop();
  const { money } = useFormat();
  const currency = order.summary.totals.currencyCode;
  const providerKey = order.paymentProviderId ? paymentProviderKey(order.paymentProviderId) : null;
  return (
    <div className="order-details">
      {/* A long product name or price never widens the page; the table scrolls instead. */}
      <div className="order-items__scroll">
        <table className="order-items" data-testid="order-items">
          <caption className="visually-hidden">{t('order.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col" className="num">
                {t('order.quantity')}
              </th>
              <th scope="col" className="num">
                {t('order.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('order.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.summary.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.title}
                  {line.variantTitle ? <small className="order-items__variant">{line.variantTitle}</small> : null}
                  <LinePaymentNote choice={line.payment} currencyCode={currency} />
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{money(line.unitPrice, currency)}</td>
                <td className="num">{money(line.total, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="order-details__grid">
        <div className="order-details__meta">
          {order.summary.shippingMethod ? (
            <p>
              {t('summary.shippingMethod')}: <strong>{order.summary.shippingMethod}</strong>
            </p>
          ) : null}
          {order.summary.isicDiscount ? <p data-testid="order-isic">{t('isic.title')}</p> : null}
          {order.summary.tradeInSales.length ? (
            <p data-testid="order-trade-in">
              {t('tradeIn.title')}: {order.summary.tradeInSales.join(', ')}
            </p>
          ) : null}
          {order.pickupPoint ? (
            <PickupPlace
              testId="order-pickup-point"
              title={t('delivery.pointTitle')}
              carrier={CARRIER_NAMES[shop.countryCode]?.[order.pickupPoint.carrier] ?? order.pickupPoint.carrier}
              place={order.pickupPoint}
            />
          ) : null}
          {order.pickupStore ? <PickupPlace testId="order-pickup-store" title={t('delivery.storeTitle')} place={order.pickupStore} /> : null}
          {order.timeslot ? (
            <p data-testid="order-timeslot">
              {t('delivery.timeslotTitle')}: <strong>{order.timeslot}</strong>
            </p>
          ) : null}
          {order.paymentProviderId ? (
            <p>
              {t('checkout.payment')}: <strong>{providerKey ? t(providerKey) : order.paymentProviderId}</strong>
            </p>
          ) : null}
          <div className="order-addresses">
            <Address title={t('checkout.billingAddress')} address={order.billingAddress} />
            <Address title={t('checkout.deliveryAddress')} address={order.shippingAddress} />
          </div>
        </div>
        <SummaryTotals totals={order.summary.totals} />
      </div>
    </div>
  );
}
