import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { ShipmentView } from '~/features/order/order';

/** The order's parcels with their carriers: when handed over (and delivered), the number to track, the carrier's tracking page. */
export function OrderShipments({ shipments }: { shipments: ShipmentView[] }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!shipments.length) return null;
  return (
    <section className="order-shipments" aria-labelledby="order-shipments-title" data-testid="order-shipments">
      <h2 id="order-shipments-title">{t('order.shipmentTitle')}</h2>
      <ul>
        {shipments.map((shipment) => (
          <li key={shipment.trackingNumber} data-testid="order-shipment">
            {shipment.deliveredAt ? (
              <p>{t('order.deliveredOn', { date: date(shipment.deliveredAt) })}</p>
            ) : shipment.shippedAt ? (
              <p>{t('order.shippedOn', { date: date(shipment.shippedAt), carrier: shipment.carrierName })}</p>
            ) : null}
            <p>
              {t('order.trackingNumber')} ({shipment.carrierName}): <strong data-testid="order-tracking-number">{shipment.trackingNumber}</strong>
            </p>
            {shipment.trackingUrl ? (
              <p>
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('order.trackLabel', { number: shipment.trackingNumber, carrier: shipment.carrierName })}
                  data-testid="order-tracking-link"
                >
                  {t('order.track')}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
