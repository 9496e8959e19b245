import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

/** 404 and error pages: a clear message and a way back into the shop. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <div className="container error-page" data-testid={notFound ? 'not-found' : 'error-page'}>
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1>{notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}</h1>
      <p>{notFound ? t('errors.notFoundText') : t('errors.errorText')}</p>
      <p>
        <Link to="/" className="button button--primary">
          {t('errors.backHome')}
        </Link>
      </p>
    </div>
  );
}
