import { fullName } from '@fletx/contract/trucks';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useAllDrivers } from '../../lib/drivers';
import { type SelectOption, useBrokerOptions } from '../../lib/form-options';

export type PartyFilterProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'label' | 'placeholder' | 'searchable' | 'clearable'
> & {
  /** The chosen record's id; undefined: all of them. */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
};

/** A list's filter by one record found by its name (`noun`: broker, driver), cleared for all of them. */
function PartyFilter({
  noun,
  options,
  pending,
  value,
  onChange,
  ...props
}: PartyFilterProps & { noun: string; options: SelectOption[]; pending: boolean }) {
  return (
    <Select
      {...props}
      label={`${noun[0]?.toUpperCase()}${noun.slice(1)}`}
      value={value === undefined ? null : String(value)}
      data={options}
      placeholder={pending ? `Loading ${noun}s…` : `All ${noun}s`}
      searchable
      selectFirstOptionOnChange
      clearable
      nothingFoundMessage={`No ${noun} with this name`}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : undefined)}
    />
  );
}

/** The Broker filter of a list (Invoices, Loads): the approved brokers. */
export function BrokerFilter(props: PartyFilterProps) {
  const brokers = useBrokerOptions();
  return <PartyFilter noun="broker" options={brokers.options} pending={brokers.isPending} {...props} />;
}

/** The Driver filter of a list (Settlements, Loads): every driver, by name. */
export function DriverFilter(props: PartyFilterProps) {
  const drivers = useAllDrivers();
  const options = useMemo(
    () =>
      (drivers.data?.data.extraData.trailerSize.data ?? []).map((d) => ({
        value: String(d.id),
        label: fullName(d),
      })),
    [drivers.data],
  );
  return <PartyFilter noun="driver" options={options} pending={drivers.isPending} {...props} />;
}
