import { Link, useNavigation } from '@remix-run/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useHydrated } from '~/hooks/use-hydrated';
import { ChoiceSelect } from '~/components/ChoiceSelect';
import type { Choice, ColorChoice, SelectorLevel, SelectorResponse } from '@electroshop/contracts/buyout';
import { changeSelection, type Selection } from '~/features/buyout/buyout';
import { useSelectorNavigation } from '../use-selector-navigation';

interface Props {
  prefix: string;
  selector: SelectorResponse | null;
  /** Path segments of the current selection (colour as its slug), for the reset links. */
  segments: string[];
}

/**
 * Type → manufacturer → model → colour: a GET form the loader turns into
 * the selection's path. With JavaScript every change submits it at once
 * (section 4 reset rules via changeSelection), showing the new choice while
 * the page loads.
 */
export function DeviceSelector({ prefix, selector, segments }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { go, goToSelection } = useSelectorNavigation(prefix);
  const [pending, setPending] = useState<Selection | null>(null);
  const navigating = useNavigation().state !== 'idle';
  // A selection whose page is the one shown (or a failed load) leaves the choice as the page has it.
  useEffect(() => {
    if (!navigating) setPending(null);
  }, [navigating]);
  const chosen = selector?.selected_choices;
  const current: Selection = pending ?? {
    type: chosen?.product_type ?? null,
    manufacturer: chosen?.product_manufacturer ?? null,
    model: chosen?.product_model ?? null,
    color: chosen?.product_color ?? null,
  };
  const choices = selector?.choices;

  const change = (level: SelectorLevel, value: string) => {
    const next = changeSelection(current, level, value);
    setPending(next);
    goToSelection(next);
  };

  const resetTo = (depth: number) => [prefix, ...segments.slice(0, depth)].join('/');
  const onReset = (event: MouseEvent<HTMLAnchorElement>, depth: number) => {
    event.preventDefault();
    go(resetTo(depth));
  };

  const select = (level: Exclude<SelectorLevel, 'color'>, list: Choice[] | undefined, depth: number) => (
    <ChoiceSelect
      id={`buyout-${level}`}
      name={level}
      className="buyout-selector__level"
      label={t(`buyout.selector.${level}`)}
      placeholder={t(`buyout.selector.choose.${level}`)}
      value={current[level] ?? ''}
      choices={list}
      onChange={(value) => hydrated && change(level, value)}
      testId={`buyout-select-${level}`}
    >
      {level !== 'type' && current[level] ? (
        <Link to={resetTo(depth)} className="button--link buyout-selector__reset" onClick={(event) => onReset(event, depth)}>
          {t('buyout.selector.reset')}
        </Link>
      ) : null}
    </ChoiceSelect>
  );

  return (
    <form method="get" action={prefix} className="buyout-selector" aria-busy={pending ? true : undefined}>
      <div className="buyout-selector__grid">
        {select('type', choices?.product_type, 0)}
        {select('manufacturer', choices?.product_manufacturer, 1)}
        {select('model', choices?.product_model, 2)}
      </div>
      {current.model && choices?.product_color?.length ? (
        <ColorChoices
          colors={choices.product_color}
          value={current.color}
          onChange={(value) => hydrated && change('color', value)}
          resetHref={current.color ? resetTo(3) : null}
          onReset={(event) => onReset(event, 3)}
        />
      ) : null}
      {/* Also after hydration: taken away then, it moved what follows up by its height (a layout shift
          on the buy-out page), and before it, it is the only way on for a choice made too early. */}
      <button type="submit" className="button button--secondary buyout-selector__submit">
        {t('buyout.selector.submit')}
      </button>
    </form>
  );
}

function ColorChoices({
  colors,
  value,
  onChange,
  resetHref,
  onReset,
}: {
  colors: ColorChoice[];
  value: string | null;
  onChange: (value: string) => void;
  resetHref: string | null;
  onReset: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="buyout-colors">
      <legend className="field__label">{t('buyout.selector.color')}</legend>
      <div className="buyout-colors__list">
        {colors.map((color) => (
          <label key={color.value} className={`buyout-color ${color.value === value ? 'is-selected' : ''}`} title={color.image_alt ?? color.label}>
            <input
              type="radio"
              name="color"
              value={color.value}
              checked={color.value === value}
              onChange={() => onChange(color.value)}
              data-testid={`buyout-color-${color.slug ?? color.value}`}
            />
            <span className="buyout-color__swatch" style={{ background: color.hex ?? '#ccc' }} aria-hidden="true" />
            <span>{color.label}</span>
          </label>
        ))}
      </div>
      {resetHref ? (
        <Link to={resetHref} className="button--link buyout-selector__reset" onClick={onReset}>
          {t('buyout.selector.resetColor')}
        </Link>
      ) : null}
    </fieldset>
  );
}
