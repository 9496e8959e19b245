import { useTranslation } from '~/lib/i18n';

/** The mini cart's loading line: while its module and react-query load, then while the cart does. */
export function MiniCartLoading() {
  const { t } = useTranslation();
  return (
    <p className="mini-cart__state" role="status">
      <span className="spinner" aria-hidden="true" /> {t('common.loading')}
    </p>
  );
}
