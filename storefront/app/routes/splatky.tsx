import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { INSTALLMENT_PATHS } from '@electroshop/contracts/installment';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { TableHead } from '~/components/TableHead';
import { useShop } from '~/hooks/use-shop';
import { getShopConfig } from '~/lib/config.server';
import { serverT, withMessages } from '~/lib/i18n.server';
import { getInstallmentOptions } from '~/features/installment/installments.server';
import { ownPath } from '~/lib/own-path.server';

/**
 * The installment calculator (`/splatky?castka=`, ro `/rate?suma=`): every
 * partner's scale that covers the amount, cheapest monthly installment first,
 * with the total and the APR. A plain GET form: it works without JavaScript
 * and the answer is the same for everyone (no personal data).
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }];

const MAX_AMOUNT = 10_000_000;

export const loader = withMessages(loadPage, 'installment', 'payment');

async function loadPage({ request }: LoaderFunctionArgs) {
  const { variant, locale } = getShopConfig();
  const paths = INSTALLMENT_PATHS[variant];
  ownPath(request, paths.calculator);
  const t = serverT();
  const typed = new URL(request.url).searchParams.get(paths.amount)?.trim() ?? '';
  const amount = Number(typed.replace(/\s+/g, '').replace(',', '.'));
  const valid = typed !== '' && Number.isFinite(amount) && amount >= 1 && amount <= MAX_AMOUNT;
  return {
    title: `${t('installment.title')} | ${t('brand.name')}`,
    param: paths.amount,
    typed,
    error: typed !== '' && !valid ? t('installment.amountInvalid', { max: MAX_AMOUNT.toLocaleString(locale) }) : null,
    result: valid ? await getInstallmentOptions(Math.round(amount)).then((answer) => answer ?? ('failed' as const)) : null,
  };
}

export default function InstallmentCalculator() {
  const { param, typed, error, result } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { money } = useFormat();
  const { locale } = useShop();
  return (
    <div className="container installment">
      <h1>{t('installment.title')}</h1>
      <p className="page-header__lead">{t('installment.lead')}</p>
      <Form method="get" className="installment__form" noValidate>
        <label htmlFor="installment-amount">{t('installment.amount')}</label>
        <input
          id="installment-amount"
          name={param}
          type="text"
          inputMode="numeric"
          defaultValue={typed}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'installment-amount-error' : undefined}
        />
        <button type="submit" className="button button--primary">
          {t('installment.calculate')}
        </button>
        {error ? (
          <p id="installment-amount-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </Form>
      {result === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('installment.failed')}
        </p>
      ) : result && result.options.length === 0 ? (
        <p className="empty-state" data-testid="installment-empty">
          {t('installment.none', { amount: money(result.amount, result.currency_code) })}
        </p>
      ) : result ? (
        <div className="installment__table-wrap">
          <table className="installment__table" data-testid="installment-options">
            <caption>{t('installment.caption', { amount: money(result.amount, result.currency_code) })}</caption>
            <TableHead columns={[t('installment.scale'), t('installment.months'), t('installment.monthly'), t('installment.total'), t('installment.apr')]} />
            <tbody>
              {result.options.map((option, index) => (
                <tr key={option.barem_id} className={index === 0 ? 'is-best' : undefined}>
                  <th scope="row">
                    {option.name}
                    {index === 0 ? <span className="badge">{t('installment.best')}</span> : null}
                  </th>
                  <td>{option.months}</td>
                  <td>{money(option.monthly_payment, result.currency_code)}</td>
                  <td>{money(option.total_payable, result.currency_code)}</td>
                  <td>{option.apr.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="installment__note">{t('installment.note')}</p>
    </div>
  );
}
