import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { servicePaths, type ServiceCenterView, type ServiceSearchItem, type ServiceSelectorResponse } from '@electroshop/contracts/service';
import { useShop } from '~/hooks/use-shop';
import { DeviceSearch } from './DeviceSearch';
import { ServiceOrderForm, type ServiceOrderActionData } from './ServiceOrderForm';
import { ServiceSelector } from './ServiceSelector';

interface Props {
  prefix: string;
  statusPath: string;
  selector: ServiceSelectorResponse | null;
  loadError: string | null;
  searchTerm: string;
  searchResults: ServiceSearchItem[] | null;
  centers: ServiceCenterView[];
  showAll: boolean;
  actionData?: ServiceOrderActionData;
}

/** The service page: search, selector, then the chosen device's price list with the order form. */
export function ServicePage({ prefix, statusPath, selector, loadError, searchTerm, searchResults, centers, showAll, actionData }: Props) {
  const { t } = useTranslation();
  const operations = selector?.operations ?? null;
  const color = selector?.selected_choices.product_color;
  const paths = servicePaths(useShop().variant);
  // The chosen type's price list and spare parts, else the list of types.
  const type = selector?.selected_choices.product_type;
  const ofType = (root: string) => (type ? `${root}/${encodeURIComponent(type)}` : root);
  return (
    <div className="container service">
      <header>
        <h1>{t('service.title')}</h1>
        <p>{t('service.lead')}</p>
        <nav className="service-links" aria-label={t('service.navLink')}>
          <Link to={statusPath}>{t('service.status.link')}</Link>
          <Link to={ofType(paths.priceList)} data-testid="service-page-price-list">
            {t('service.priceList.navLink')}
          </Link>
          <Link to={ofType(paths.parts)} data-testid="service-page-parts">
            {t('service.parts.navLink')}
          </Link>
        </nav>
      </header>
      <DeviceSearch prefix={prefix} term={searchTerm} results={searchResults} />
      <ServiceSelector prefix={prefix} selector={selector} />
      {loadError ? (
        <p className="notice notice--error" role="alert">
          {loadError}
        </p>
      ) : null}
      {operations && color ? (
        operations.length ? (
          <ServiceOrderForm
            action={selector.url}
            colorValue={color}
            operations={operations}
            currency={selector.currency_code}
            centers={centers}
            showAll={showAll}
            actionData={actionData}
          />
        ) : (
          <p className="notice">{t('service.operations.none')}</p>
        )
      ) : null}
    </div>
  );
}
