import { sortAppraisalResults, type AppraisalResult } from '@electroshop/domain/appraisal';
import { useTranslation } from '~/lib/i18n';
import { QualityBadge } from '~/components/QualityBadge';
import { useFormat } from '~/hooks/use-format';
import type { CurrentAppraisal } from '~/features/buyout/buyout-state';

interface Props {
  current: CurrentAppraisal | null;
  results: AppraisalResult[];
  minimalPrice: number;
  /** Bonus on top of the offer when the seller buys a device in the shop. */
  maxBonusPercent?: number | null;
  /** Questions answered so far and in all: no grade or price is an offer before the last answer. */
  answered: number;
  total: number;
  pending?: boolean;
}

/**
 * The offer: grade and price of the current answers, and the model's price
 * per grade, and the model's "Max bonus" when it has one.
 */
export function AppraisalSummary({ current, results, minimalPrice, maxBonusPercent, answered, total, pending }: Props) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const sorted = sortAppraisalResults(results);
  let body;
  if (current && !current.canBuyout) body = <p className="notice notice--warning">{t('buyout.result.cannotBuyout')}</p>;
  else if (current && !current.complete)
    body = (
      <p className="buyout-offer__hint" data-testid="buyout-progress">
        {t('buyout.result.answerAll', { answered, total })}
      </p>
    );
  else if (current?.quality)
    body = (
      <div className="buyout-offer__result" data-testid="buyout-result">
        <div>
          <span className="buyout-offer__label">{t('buyout.result.grade')}</span>
          <QualityBadge quality={current.quality} />
        </div>
        <div>
          <span className="buyout-offer__label">{t('buyout.result.price')}</span>
          <strong className="buyout-offer__price" data-testid="buyout-price">
            {money(current.price)}
          </strong>
        </div>
        {maxBonusPercent ? (
          <p className="buyout-offer__bonus" data-testid="buyout-max-bonus">
            <strong>{t('buyout.result.maxBonus', { value: maxBonusPercent })}</strong> {t('buyout.result.maxBonusHint')}
          </p>
        ) : null}
      </div>
    );
  else body = <p className="buyout-offer__hint">{t('buyout.result.answerQuestions')}</p>;
  return (
    <section className="buyout-offer" aria-live="polite" aria-busy={pending ? true : undefined} aria-labelledby="buyout-offer-title">
      <h2 id="buyout-offer-title" className="section__title">
        {t('buyout.result.title')}
      </h2>
      {body}
      <details className="buyout-prices">
        <summary>{t('buyout.result.priceList')}</summary>
        <table>
          <tbody>
            {sorted.map((result) => (
              <tr key={result.id}>
                <th scope="row">{result.quality ? t('quality.grade', { grade: result.quality }) : '—'}</th>
                <td>{money(result.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field__hint">{t('buyout.result.minimal', { price: money(minimalPrice) })}</p>
      </details>
    </section>
  );
}
