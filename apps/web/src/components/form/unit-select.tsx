import { MAINTENANCE_UNIT_TYPES, type MaintenanceUnitType } from '@fletx/contract/maintenance';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { sameUnit, type UnitOption, type UnitRef, useChosenUnit, useUnitSearch } from '../../lib/units';
import { type Bound, type Controlled, useBoundField } from './bound-field';
import { SelectField, type SelectFieldProps } from './select-field';

/** The pause in typing after which the server is asked. */
const TYPING_PAUSE_MS = 300;

const NOUN: Record<MaintenanceUnitType, string> = { truck: 'truck', trailer: 'trailer' };
const GROUP: Record<MaintenanceUnitType, string> = { truck: 'Trucks', trailer: 'Trailers' };

const keyOf = (unit: UnitRef) => `${unit.unitType}:${unit.unitId}`;
const itemOf = (option: UnitOption): ComboboxItem => ({ value: keyOf(option), label: option.label });

/**
 * The server chose the options: once its answer is for the text typed, the select shows each of them (a match
 * by VIN or driver too). Until then the answer before stays, narrowed by Mantine's own filter to the units whose
 * number or plate hold the text.
 */
const asAnswered: OptionsFilter = ({ options }) => options;

export type UnitSelectProps = Omit<
  SelectFieldProps,
  | 'data'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'searchable'
  | 'searchValue'
  | 'onSearchChange'
  | 'filter'
  | 'nothingFoundMessage'
  | 'loading'
> & {
  /** The types offered: one (a form's Truck or Trailer), or both in groups (the Maintenance Unit filter). */
  types: ReadonlyArray<MaintenanceUnitType>;
  value: UnitRef | undefined;
  onChange: (unit: UnitOption | undefined) => void;
  /** The chosen unit's name when the screen has it (a record's answer names its own unit). */
  known?: UnitOption | undefined;
  /**
   * Only the units not deleted (a record's form: the server refuses a deleted unit); a filter leaves it out,
   * the deleted units' past records are still filtered by them. The chosen unit stays shown either way.
   */
  activeOnly?: boolean;
};

/** What the open list says when it holds no unit: still asking, nothing matches, or no unit at all. */
function emptyText(types: ReadonlyArray<MaintenanceUnitType>, typed: string, pending: boolean) {
  const noun = types.length === 1 && types[0] ? NOUN[types[0]] : 'unit';
  if (pending) return typed ? 'Searching…' : `Loading ${noun}s…`;
  return typed ? `No ${noun} matches '${typed}'` : `No ${noun}s yet`;
}

/**
 * A truck or trailer, chosen by its number or plate as a person types: the server is asked for the units that
 * match (lib/units.ts `useUnitSearch`) once typing pauses, and the open list shows its answer, active units by
 * number before anything is typed; the chosen unit stays shown by its name (from `known`, the choice itself, or read by
 * its id) whether the answer holds it or not. The same look as every select: its label, its error under it.
 */
export function UnitSelect({
  types,
  value,
  onChange,
  known,
  activeOnly,
  onDropdownOpen,
  onDropdownClose,
  clearable,
  label,
  ...rest
}: UnitSelectProps) {
  const [kept, setKept] = useState<UnitOption>();
  const chosen = useChosenUnit(value, sameUnit(kept, value) ? kept : known);
  const [search, setSearch] = useState('');
  // Asked from the first opening on (not for a form or a screen only seen); the loader only while it is open.
  const [asking, setAsking] = useState(false);
  const [open, setOpen] = useState(false);
  // The chosen unit's name in the box is not a search: the list then offers the newest units.
  const typed = search === (chosen?.label ?? '') ? '' : search.trim();
  // (`useDebouncedCallback`, as the text field's: `useDebouncedValue` would be a file of its own for the app.)
  const [asked, setAsked] = useState(typed);
  const settle = useDebouncedCallback(setAsked, TYPING_PAUSE_MS);
  useEffect(() => settle(typed), [settle, typed]);
  const answer = useUnitSearch(types, asked, asking, activeOnly);
  const pending = asking && (typed !== asked || answer.pending);
  const optionsOf = (type: MaintenanceUnitType) => {
    const found = answer.options[type];
    if (chosen?.unitType !== type) return found;
    // The chosen unit keeps the one name it is shown by (the box's text is compared with it); before typing it
    // is offered too, after the newest ones when they do not hold it.
    const named = found.map((o) => (sameUnit(o, chosen) ? chosen : o));
    return typed || named.some((o) => o === chosen) ? named : [...named, chosen];
  };
  const shown = types.flatMap(optionsOf);
  const data =
    types.length === 1
      ? shown.map(itemOf)
      : MAINTENANCE_UNIT_TYPES.filter((t) => types.includes(t))
          .map((t) => ({ group: GROUP[t], items: optionsOf(t).map(itemOf) }))
          .filter((g) => g.items.length > 0);
  return (
    <SelectField
      {...rest}
      label={label}
      clearable={clearable}
      // Mantine's clear button is hidden from the keyboard and screen readers: this one is named and reached by Tab.
      clearButtonProps={
        clearable
          ? { 'aria-label': `Clear ${String(label).toLowerCase()}`, 'aria-hidden': false, tabIndex: 0 }
          : undefined
      }
      data={data}
      value={value ? keyOf(value) : null}
      onChange={(next) => {
        const option = shown.find((o) => keyOf(o) === next) ?? (next === null ? undefined : chosen);
        if (option) setKept(option);
        onChange(option);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={pending ? undefined : asAnswered}
      nothingFoundMessage={emptyText(types, typed, pending)}
      loading={open && pending}
      aria-busy={pending}
      onDropdownOpen={() => {
        setAsking(true);
        setOpen(true);
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        setOpen(false);
        onDropdownClose?.();
      }}
    />
  );
}

/** A unit select bound to react-hook-form (bound-field.tsx): the field holds the unit's id as text. */
export type FormUnitSelectFieldProps<T extends FieldValues, TOut = T> = Omit<
  UnitSelectProps,
  Controlled | 'types' | 'onChange'
> &
  Bound<T, TOut> & {
    /** The type of the units offered (a form chooses its unit's type apart). */
    unitType: MaintenanceUnitType;
  };

export function FormUnitSelectField<T extends FieldValues, TOut = T>({
  unitType,
  ...field
}: FormUnitSelectFieldProps<T, TOut>) {
  const { rest, set, props } = useBoundField(field);
  const { value, ...bound } = props;
  const unitId = /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  return (
    <UnitSelect
      {...rest}
      {...bound}
      types={[unitType]}
      value={unitId === undefined ? undefined : { unitType, unitId }}
      onChange={(unit) => set(unit ? String(unit.unitId) : '')}
    />
  );
}
