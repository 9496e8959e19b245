import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import type { FieldErrors } from '~/lib/field-errors';
import { useHydrated } from '~/hooks/use-hydrated';
import { useFormat } from '~/hooks/use-format';
import { FormField } from '~/components/FormField';
import { SERVICE_OPERATIONS_SHOWN, SERVICE_SCROLL_OFFSET, type ServiceCenterView, type ServiceOperationView } from '@electroshop/contracts/service';

export interface ServiceOrderActionData {
  values: Record<string, string>;
  operations: string[];
  errors: FieldErrors;
  error: string | null;
}

interface Props {
  action: string;
  colorValue: string;
  operations: ServiceOperationView[];
  currency: string;
  centers: ServiceCenterView[];
  /** `?all=1`: every operation shown, for the toggle without JavaScript. */
  showAll: boolean;
  actionData?: ServiceOrderActionData;
}

/**
 * The device's price list and the order form in one POST form (works without
 * JavaScript): the first 7 operations, a toggle for all; per operation the
 * part quality with its price and warranty; then device, contact and hand-over.
 */
export function ServiceOrderForm({ action, colorValue, operations, currency, centers, showAll, actionData }: Props) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const hydrated = useHydrated();
  const location = useLocation();
  const busy = useNavigation().state === 'submitting';
  const [expanded, setExpanded] = useState(showAll);
  const [total, setTotal] = useState<number | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const checked = new Set(actionData?.operations ?? []);
  const [handover, setHandover] = useState(values.handover ?? 'drop_off');

  // A chosen colour or search result jumps to the list, 300 px above it (the spec's scroll offset).
  const state = location.state as { scrollToOperations?: boolean } | null;
  useEffect(() => {
    if (!state?.scrollToOperations || !listRef.current) return;
    window.scrollTo({ top: listRef.current.getBoundingClientRect().top + window.scrollY + SERVICE_SCROLL_OFFSET });
  }, [location.key, state?.scrollToOperations]);

  const recount = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const chosen = form.getAll('operation').map(String);
    setTotal(
      chosen.reduce((sum, id) => {
        const op = operations.find((o) => o.id === id);
        const option = op?.part_options.find((o) => o.quality === (form.get(`quality_${id}`) ?? 'original')) ?? op?.part_options[0];
        return sum + (option?.price ?? 0);
      }, 0),
    );
    setHandover(String(form.get('handover') ?? 'drop_off'));
  };

  const hiddenCount = operations.length - SERVICE_OPERATIONS_SHOWN;
  const warranty = (months: number) => (months ? t('service.operations.warranty', { months }) : t('service.operations.noWarranty'));
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <FormField label={label} name={name} defaultValue={values[name] ?? ''} error={errors[name]} {...props} />
  );

  return (
    <Form method="post" action={action} className="service-order" onChange={recount} aria-busy={busy || undefined} noValidate>
      <input type="hidden" name="color" value={colorValue} />
      <section ref={listRef} className="service-panel" aria-labelledby="service-operations-title" data-testid="service-operations">
        <h2 id="service-operations-title" className="section__title">
          {t('service.operations.title')}
        </h2>
        {errors.operations ? (
          <p className="field__error" role="alert" data-testid="error-operations">
            {errors.operations}
          </p>
        ) : null}
        <ul className="service-operations">
          {operations.map((op, index) => (
            <li key={op.id} className="service-operation" hidden={!expanded && index >= SERVICE_OPERATIONS_SHOWN} data-testid="service-operation">
              <label className="service-operation__head">
                <input type="checkbox" name="operation" value={op.id} defaultChecked={checked.has(op.id)} />
                <span className="service-operation__name">{op.name}</span>
                <span className="service-operation__price">{t('service.operations.from', { price: money(op.price, currency) })}</span>
              </label>
              <p className="service-operation__description">{op.description}</p>
              <p className="service-operation__duration">{t('service.operations.duration', { minutes: op.duration_minutes })}</p>
              {op.part_options.length > 1 ? (
                <fieldset className="service-operation__qualities">
                  <legend className="visually-hidden">{op.name}</legend>
                  {op.part_options.map((option) => (
                    <label key={option.quality} className="service-quality">
                      <input
                        type="radio"
                        name={`quality_${op.id}`}
                        value={option.quality}
                        defaultChecked={(values[`quality_${op.id}`] ?? op.part_options[0].quality) === option.quality}
                      />
                      {t(`service.operations.quality.${option.quality}`)} – {money(option.price, currency)}, {warranty(option.warranty_months)}
                    </label>
                  ))}
                </fieldset>
              ) : (
                <p className="service-operation__duration">
                  <input type="hidden" name={`quality_${op.id}`} value={op.part_options[0]?.quality ?? 'original'} />
                  {warranty(op.part_options[0]?.warranty_months ?? 0)}
                </p>
              )}
            </li>
          ))}
        </ul>
        {hiddenCount > 0 ? (
          hydrated ? (
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
              data-testid="service-toggle"
            >
              {expanded ? t('service.operations.showLess') : t('service.operations.showAll', { count: operations.length })}
            </button>
          ) : (
            <Link to={showAll ? location.pathname : `${location.pathname}?all=1`} className="button button--secondary" data-testid="service-toggle">
              {showAll ? t('service.operations.showLess') : t('service.operations.showAll', { count: operations.length })}
            </Link>
          )
        ) : null}
      </section>

      <section className="service-panel" aria-labelledby="service-order-title">
        <h2 id="service-order-title" className="section__title">
          {t('service.order.title')}
        </h2>
        <fieldset className="service-fieldset">
          <legend>{t('service.order.device')}</legend>
          <div className="service-grid">
            {field('imei', t('buyout.fields.imei'), { inputMode: 'numeric', hint: t('buyout.fields.imeiHint'), autoComplete: 'off' })}
            {field('serial_number', t('buyout.fields.serialNumber'), { autoComplete: 'off' })}
          </div>
          {field('note', t('service.order.note'))}
        </fieldset>
        <fieldset className="service-fieldset">
          <legend>{t('service.order.contact')}</legend>
          <div className="service-grid">
            {field('first_name', t('buyout.fields.firstName'), { required: true, autoComplete: 'given-name' })}
            {field('last_name', t('buyout.fields.lastName'), { required: true, autoComplete: 'family-name' })}
            {field('email', t('buyout.fields.email'), { required: true, type: 'email', autoComplete: 'email', hint: t('service.order.contactHint') })}
            {field('phone', t('buyout.fields.phoneNumber'), { required: true, type: 'tel', autoComplete: 'tel' })}
          </div>
        </fieldset>
        <fieldset className="service-fieldset">
          <legend>{t('service.order.handover')}</legend>
          <HandoverOption value="drop_off" label={t('service.order.dropOff')} chosen={handover} hydrated={hydrated}>
            <div className="field">
              <label className="field__label" htmlFor="service-center">
                {t('service.order.center')}
              </label>
              <select
                id="service-center"
                name="center_id"
                className="field__input"
                defaultValue={values.center_id ?? ''}
                aria-invalid={errors.center_id ? true : undefined}
              >
                <option value="">{t('service.order.chooseCenter')}</option>
                {centers.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}, {c.street}, {c.city}
                  </option>
                ))}
              </select>
              {errors.center_id ? (
                <p className="field__error" data-testid="error-center_id">
                  {errors.center_id}
                </p>
              ) : null}
            </div>
          </HandoverOption>
          <HandoverOption value="courier" label={t('service.order.courier')} chosen={handover} hydrated={hydrated}>
            <div className="service-grid">
              {field('street', t('service.order.street'), { autoComplete: 'street-address', error: errors['pickup_address.street'] ?? errors.pickup_address })}
              {field('city', t('service.order.city'), { autoComplete: 'address-level2', error: errors['pickup_address.city'] })}
              {field('postcode', t('service.order.postcode'), { autoComplete: 'postal-code', error: errors['pickup_address.postcode'] })}
            </div>
          </HandoverOption>
        </fieldset>
        {total !== null ? (
          <p className="service-total" aria-live="polite">
            {t('service.order.total')}: <strong data-testid="service-total">{money(total, currency)}</strong>
          </p>
        ) : null}
        {actionData?.error ? (
          <p className="notice notice--error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy} data-testid="service-submit">
          {t('service.order.submit')}
        </button>
      </section>
    </Form>
  );
}

/** One way of handing the device over with its fields: without JavaScript every way's fields stay shown (nothing could hide them on a change), once hydrated only the chosen way's. */
function HandoverOption({
  value,
  label,
  chosen,
  hydrated,
  children,
}: {
  value: string;
  label: string;
  chosen: string;
  hydrated: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <label className="service-quality">
        <input type="radio" name="handover" value={value} defaultChecked={chosen === value} />
        {label}
      </label>
      {!hydrated || chosen === value ? children : null}
    </>
  );
}
