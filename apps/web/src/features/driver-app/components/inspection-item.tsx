import type { DefectSeverity, InspectionItem, UnitType } from '@fletx/contract/driver-values';
import { useI18n } from '../lib/i18n';
import type { ItemAnswer } from '../lib/inspection';
import { DefectPhotos } from './defect-photos';
import { ErrorLine, TextAreaField } from './fields';

/** Big radio choices side by side, each with its label. */
function Choices<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T | null;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="drv-fieldset">
      <legend>{legend}</legend>
      <div className="drv-grid-2">
        {options.map(([key, label]) => (
          <label key={key} className={`drv-choice ${value === key ? 'drv-choice-on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One item of 396.11: OK or Defect; a defect asks what is wrong, how bad, and on which unit. */
export function InspectionItemField({
  item,
  answer,
  hasTrailer,
  errors,
  onChange,
}: {
  item: InspectionItem;
  answer: ItemAnswer | undefined;
  hasTrailer: boolean;
  errors: { item?: string; severity?: string };
  onChange: (answer: ItemAnswer) => void;
}) {
  const { t } = useI18n();
  const ti = t.inspection;
  const label = ti.itemLabels[item] ?? item;
  const state = answer ? (answer.ok ? 'ok' : 'defect') : null;
  const defect = answer && !answer.ok ? answer : null;
  return (
    <div className="drv-insp-item" data-testid={`item-${item}`}>
      <Choices
        legend={label}
        name={`item-${item}`}
        value={state}
        options={[
          ['ok', ti.ok],
          ['defect', ti.defect],
        ]}
        onChange={(value) =>
          onChange(value === 'ok' ? { ok: true } : { ok: false, note: '', severity: null, unit: 'truck' })
        }
      />
      {defect && (
        <div className="drv-stack-sm drv-insp-defect-form">
          <TextAreaField
            label={`${ti.note} (${label})`}
            value={defect.note}
            onChange={(note) => onChange({ ...defect, note })}
            error={errors.item}
          />
          <Choices<DefectSeverity>
            legend={ti.severity}
            name={`severity-${item}`}
            value={defect.severity}
            options={[
              ['minor', ti.minor],
              ['out_of_service', ti.outOfService],
            ]}
            onChange={(severity) => onChange({ ...defect, severity })}
          />
          <ErrorLine error={errors.severity ?? null} />
          {hasTrailer && (
            <Choices<UnitType>
              legend={ti.unit}
              name={`unit-${item}`}
              value={defect.unit}
              options={[
                ['truck', ti.truck],
                ['trailer', ti.trailer],
              ]}
              onChange={(unit) => onChange({ ...defect, unit })}
            />
          )}
          <DefectPhotos
            label={label}
            photos={defect.photos ?? []}
            onChange={(photos) => onChange({ ...defect, photos })}
          />
        </div>
      )}
      {!defect && <ErrorLine error={errors.item ?? null} />}
    </div>
  );
}
