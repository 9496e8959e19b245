import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { ApiQuestion } from '@electroshop/contracts/buyout';
import { CONDITION_FIELD_PREFIX } from '~/features/buyout/buyout';

interface Props {
  conditions: ApiQuestion[];
  selected: Record<string, number | null>;
  onAnswer?: (conditionId: string, value: number) => void;
  /** Review mode: the saved answers, not changeable. */
  disabled?: boolean;
}

/** Device conditions as radio groups (one fieldset per question). */
export function Questionnaire({ conditions, selected, onAnswer, disabled }: Props) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="buyout-questions">
      {conditions.map((condition, index) => {
        const conditionId = String(condition.id);
        return (
          <fieldset key={conditionId} className="buyout-question" disabled={disabled} data-testid="buyout-condition">
            <legend className="buyout-question__name">
              <span className="buyout-question__number">{index + 1}.</span> {condition.name}
            </legend>
            <div className="buyout-question__choices">
              {condition.choices.map((choice) => (
                <label key={choice.value} className={`buyout-choice ${selected[conditionId] === choice.value ? 'is-selected' : ''}`}>
                  <input
                    type="radio"
                    name={`${CONDITION_FIELD_PREFIX}${conditionId}`}
                    value={choice.value}
                    checked={selected[conditionId] === choice.value}
                    onChange={() => onAnswer?.(conditionId, choice.value)}
                  />
                  <span className="buyout-choice__label">{choice.label}</span>
                  {choice.price_correction ? (
                    <span className="buyout-choice__correction">
                      {choice.price_correction > 0 ? '+' : '−'}
                      {money(Math.abs(choice.price_correction))}
                    </span>
                  ) : null}
                  {choice.appraisal_result === null ? <span className="buyout-choice__note">{t('buyout.questions.notBought')}</span> : null}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
