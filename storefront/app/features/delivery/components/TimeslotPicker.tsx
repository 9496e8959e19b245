import type { TimeslotChoice } from '~/features/delivery/timeslots.server';
import { PickerChoices } from './PickerChoices';
import { useTranslation } from '~/lib/i18n';
import { FieldError } from '~/components/FieldFrame';

/**
 * Choosing the courier's delivery window (radios `timeslot`, plain form inputs
 * that work without JavaScript): "any time" or one of the next days' windows.
 * The backend checks the window again when the order is placed.
 */
export function TimeslotPicker({ timeslots, selected, error }: { timeslots: TimeslotChoice[]; selected: string | undefined; error?: string }) {
  const { t } = useTranslation();
  const choices = [{ key: '', label: t('delivery.timeslotAny') }, ...timeslots];
  return (
    <fieldset className="pickup" data-testid="timeslot-picker" aria-describedby={error ? 'timeslot-error' : undefined}>
      <legend>{t('delivery.timeslotTitle')}</legend>
      <p className="field__hint">{t('delivery.timeslotHint')}</p>
      <PickerChoices
        name="timeslot"
        testId="timeslot-choice"
        invalid={Boolean(error)}
        choices={choices.map((slot) => ({ value: slot.key, defaultChecked: (selected ?? '') === slot.key, title: slot.label }))}
      />
      <FieldError id="timeslot-error" name="timeslot" error={error} />
    </fieldset>
  );
}
