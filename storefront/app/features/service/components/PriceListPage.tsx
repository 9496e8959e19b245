import { Link } from '@remix-run/react';
import type { ServicePriceListOperation, ServicePriceListResponse } from '@electroshop/contracts/service';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { TableHead } from '~/components/TableHead';

export type PriceListView = 'priceList' | 'parts';

interface Props {
  view: PriceListView;
  data: ServicePriceListResponse;
  paths: { prefix: string; priceList: string; parts: string };
}

/**
 * A device type's repair price list (every model by manufacturer with its
 * repairs, "from" price and duration) or its spare parts (each repair's part
 * qualities with price, warranty and availability). Without a type: the
 * types to choose from. The same for every visitor.
 */
export function PriceListPage({ view, data, paths }: Props) {
  const { t } = useTranslation();
  const base = paths[view];
  const other: PriceListView = view === 'priceList' ? 'parts' : 'priceList';
  const typePath = (root: string, type: string) => `${root}/${encodeURIComponent(type)}`;
  return (
    <div className="container service service-pricelist" data-testid={`service-${view}`}>
      <header>
        <h1>{data.type ? t(`service.${view}.titleType`, { type: data.type.label }) : t(`service.${view}.title`)}</h1>
        <p>{t(`service.${view}.lead`)}</p>
      </header>
      <nav className="service-pricelist__nav" aria-label={t('service.priceList.types')}>
        <ul>
          {data.types.map((type) => (
            <li key={type.value}>
              <Link to={typePath(base, type.value)} aria-current={data.type?.value === type.value ? 'page' : undefined}>
                {type.label}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={data.type ? typePath(paths[other], data.type.value) : paths[other]}>{t(`service.${other}.navLink`)}</Link>
          {' · '}
          <Link to={paths.prefix}>{t('service.priceList.order')}</Link>
        </p>
      </nav>
      {data.type
        ? data.manufacturers.map((maker) => (
            <section key={maker.value} className="service-panel">
              <h2 className="section__title">{maker.label}</h2>
              {maker.models.map((model) => (
                <section key={model.value} className="service-pricelist__model" data-testid="service-pricelist-model">
                  <h3>
                    <Link to={model.url}>{model.label}</Link>
                  </h3>
                  <ModelOperations view={view} operations={model.operations} currency={data.currency_code} />
                </section>
              ))}
            </section>
          ))
        : null}
    </div>
  );
}

/** A model's operations: a table of prices and durations (price list), or each part quality's price, warranty and availability (parts). */
function ModelOperations({ view, operations, currency }: { view: PriceListView; operations: ServicePriceListOperation[]; currency: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  if (view === 'priceList') {
    return (
      <table className="service-pricelist__table">
        <TableHead columns={[t('service.priceList.operation'), t('service.priceList.price'), t('service.priceList.duration')]} />
        <tbody>
          {operations.map((op) => (
            <tr key={op.id}>
              <th scope="row">{op.name}</th>
              <td>{t('service.operations.from', { price: money(op.price, currency) })}</td>
              <td>{t('service.priceList.minutes', { minutes: op.duration_minutes })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <dl className="service-pricelist__parts">
      {operations.map((op) => (
        <div key={op.id}>
          <dt>{op.name}</dt>
          {op.part_options.map((part) => (
            <dd key={part.quality} data-testid="service-part">
              <strong>{t(`service.operations.quality.${part.quality}`)}</strong>: {money(part.price, currency)},{' '}
              {part.warranty_months ? t('service.operations.warranty', { months: part.warranty_months }) : t('service.operations.noWarranty')},{' '}
              <span className={part.is_available ? 'service-part--available' : 'service-part--unavailable'}>
                {t(part.is_available ? 'service.parts.available' : 'service.parts.unavailable')}
              </span>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
