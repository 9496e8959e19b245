import { useNavigate } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useHydrated } from '~/hooks/use-hydrated';
import { ChoiceSelect } from '~/components/ChoiceSelect';
import type { ServiceChoice, ServiceSelectorResponse } from '@electroshop/contracts/service';
import { currentSegments, selectionPath, type ServiceLevel } from '../service';

interface Props {
  prefix: string;
  selector: ServiceSelectorResponse | null;
}

/**
 * Type → manufacturer → model → colour, a URL per selection. Without
 * JavaScript a GET form the loader turns into the selection's path; with it,
 * each change moves to the new path at once. A colour moves to the price
 * list and scrolls to it.
 */
export function ServiceSelector({ prefix, selector }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const current = currentSegments(selector);
  const choices = selector?.choices;

  const change = (level: ServiceLevel, value: string) => {
    if (!hydrated) return;
    navigate(selectionPath(prefix, current, level, value), {
      preventScrollReset: true,
      state: level === 'color' ? { scrollToOperations: true } : undefined,
    });
  };

  const select = (level: Exclude<ServiceLevel, 'color'>, list: ServiceChoice[] | undefined) => (
    <ChoiceSelect
      id={`service-${level}`}
      name={level}
      label={t(`service.selector.${level}`)}
      placeholder={t(`service.selector.choose.${level}`)}
      value={current[level] ?? ''}
      choices={list}
      onChange={(value) => change(level, value)}
      testId={`service-select-${level}`}
    />
  );

  return (
    <form method="get" action={prefix} className="service-selector">
      <h2 className="section__title">{t('service.selector.title')}</h2>
      <div className="service-selector__grid">
        {select('type', choices?.product_type)}
        {select('manufacturer', choices?.product_manufacturer)}
        {select('model', choices?.product_model)}
      </div>
      {current.model && choices?.product_color.length ? (
        <fieldset className="service-colors">
          <legend className="field__label">{t('service.selector.color')}</legend>
          <div className="service-colors__list">
            {choices.product_color.map((color) => (
              <label key={color.value} className={`service-color ${current.color === color.slug ? 'is-selected' : ''}`}>
                <input type="radio" name="color" value={color.slug} checked={current.color === color.slug} onChange={() => change('color', color.slug)} />
                <span className="service-color__swatch" style={{ background: color.hex ?? 'transparent' }} aria-hidden="true" />
                {color.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {current.model && !current.color ? <p className="field__hint">{t('service.selector.chooseColor')}</p> : null}
      {hydrated ? null : (
        <button type="submit" className="button button--secondary">
          {t('service.selector.submit')}
        </button>
      )}
    </form>
  );
}
