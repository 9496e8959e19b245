import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import type { ServiceCenterView, ServiceSearchItem, ServiceSelectorResponse } from '@electroshop/contracts/service';
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
  return (
    <div className="container service">
      <header>
        <h1>{t('service.title')}</h1>
        <p>{t('service.lead')}</p>
        <Link to={statusPath}>{t('service.status.link')}</Link>
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
