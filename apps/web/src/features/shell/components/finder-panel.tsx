import type { SearchKind, SearchResult } from '@fletx/contract/search';
import { Alert, Button, Group, Loader, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Fragment, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import { StatusBadge } from '../../../components/table/status-badge';
import { paths, withListSearch } from '../../../config/paths';
import { FIND_MIN_LENGTH, useFindRecords } from '../api/find-records';
import type { NavItem } from '../config/navigation';
import { AreaLink } from './area-link';

/** How long typing pauses before the records are asked for. */
const TYPING_PAUSE_MS = 250;

/** Each kind's heading, in the order the finder shows them (the contract's SEARCH_KINDS). */
const KIND_LABEL: Record<SearchKind, string> = {
  loads: 'Loads',
  drivers: 'Drivers',
  trucks: 'Trucks',
  trailers: 'Trailers',
  brokers: 'Brokers',
};
/** Named here, not imported: the contract's module brings zod, which the shell loads only on demand. */
const KINDS = Object.keys(KIND_LABEL) as SearchKind[];

/** Where a found record opens. */
const RECORD_HREF: Record<SearchKind, (id: number) => string> = {
  loads: (id) => paths.app.loadDetails.getHref(id),
  drivers: (id) => paths.app.driverInformation.getHref(id),
  trucks: (id) => paths.app.truckInformation.getHref(id),
  trailers: (id) => paths.app.trailerInformation.getHref(id),
  brokers: (id) => paths.app.brokerProfile.getHref(id),
};

/** The list that holds every record of a kind the text finds ("See all"). */
const LIST_HREF: Record<SearchKind, string> = {
  loads: paths.app.loads.getHref(),
  drivers: paths.app.drivers.getHref(),
  trucks: paths.app.trucks.getHref(),
  trailers: paths.app.trailers.getHref(),
  brokers: paths.app.brokers.getHref(),
};

/** What makes a line an option of the list: its id, whether the arrows are on it, the mouse and a click. */
type OptionProps = {
  id: string;
  active: boolean;
  role: 'option';
  'aria-selected': boolean;
  onMouseEnter: () => void;
  onClick: () => void;
};

/** One line the arrows move through and Enter opens. */
type Choice = { key: string; href: string; row: (option: OptionProps) => ReactNode };

const heading = (text: string) => (
  <Text key={`heading-${text}`} size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt={8} pb={2}>
    {text}
  </Text>
);

export type FinderPanelProps = {
  items: ReadonlyArray<NavItem>;
  /** A choice was opened: the popover closes. */
  onDone: () => void;
};

/**
 * The finder's box and what it finds: the areas whose name holds the text, then the first records of each kind
 * (GET /api/search) with "See all" into the list searched the same way. ↑ ↓ move, Enter opens.
 */
export function FinderPanel({ items, onDone }: FinderPanelProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const needle = text.trim();
  const [searched] = useDebouncedValue(needle, TYPING_PAUSE_MS);
  const records = useFindRecords(searched);
  const findsRecords = needle.length >= FIND_MIN_LENGTH;

  const areas = items.filter((item) => item.label.toLowerCase().includes(needle.toLowerCase()));
  const choices: Choice[] = areas.map((item) => ({
    key: `area-${item.href}`,
    href: item.href,
    row: (option) => <AreaLink item={item} {...option} />,
  }));
  const shown = findsRecords && records.data ? records.data : undefined;
  const groups = shown ? recordChoices(shown, searched) : [];
  for (const group of groups) choices.push(...group.choices);

  const open = (choice: Choice | undefined) => {
    if (!choice) return;
    onDone();
    navigate(choice.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (choices.length > 0) setActive((active + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(choices[Math.min(active, choices.length - 1)]);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  let index = 0;
  const rows = (list: Choice[]) =>
    list.map((choice) => {
      const at = index++;
      const isActive = at === active;
      const option: OptionProps = {
        id: optionId(at),
        active: isActive,
        role: 'option',
        'aria-selected': isActive,
        onMouseEnter: () => setActive(at),
        onClick: onDone,
      };
      return <Fragment key={choice.key}>{choice.row(option)}</Fragment>;
    });
  const nothing = shown && groups.length === 0 && areas.length === 0 && searched === needle;

  return (
    <Stack gap={4}>
      <TextInput
        label="Find"
        placeholder="Load number, driver, unit, plate, broker, city or an area"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={
          choices.length > 0 ? optionId(Math.min(active, choices.length - 1)) : undefined
        }
        rightSection={findsRecords && records.isFetching ? <Loader size={14} aria-label="Searching" /> : null}
        data-autofocus
      />
      <ScrollArea.Autosize mah="min(440px, 70vh)" type="auto">
        <div id={listId} role="listbox" aria-label="Found">
          {areas.length > 0 ? heading('Areas') : null}
          {rows(choices.slice(0, areas.length))}
          {groups.map((group) => [heading(group.title), ...rows(group.choices)])}
        </div>
        {!findsRecords ? (
          <Text size="xs" c="dimmed" px="xs" py={6}>
            Type {FIND_MIN_LENGTH} or more characters to find loads, drivers, trucks, trailers and brokers.
          </Text>
        ) : null}
        {findsRecords && records.isPending ? (
          <Group gap="xs" px="xs" py={6}>
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Searching…
            </Text>
          </Group>
        ) : null}
        {findsRecords && records.isError ? (
          <Alert color="red" variant="light" title="Could not search" mt={6}>
            <Text size="sm">{records.error.message}</Text>
            <Button size="xs" variant="light" color="red" mt={6} onClick={() => records.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {nothing ? (
          <Text size="sm" c="dimmed" px="xs" py={6}>
            Nothing found for “{needle}”.
          </Text>
        ) : null}
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** Each kind with records: its heading, its records, and "See all" when its list holds more. */
function recordChoices(result: SearchResult, text: string) {
  return KINDS.filter((kind) => result[kind].items.length > 0).map((kind) => {
    const { items, total } = result[kind];
    const choices: Choice[] = items.map((hit) => {
      const href = RECORD_HREF[kind](hit.id);
      return {
        key: `${kind}-${hit.id}`,
        href,
        row: (option) => (
          <NavLink
            component={RouterNavLink}
            to={href}
            label={hit.title}
            description={
              <Text span size="xs" c="dimmed" lineClamp={1} title={hit.detail}>
                {hit.detail}
              </Text>
            }
            rightSection={<StatusBadge>{hit.status}</StatusBadge>}
            {...option}
          />
        ),
      };
    });
    if (total > items.length) {
      const href = withListSearch(LIST_HREF[kind], text);
      const label = `See all ${total.toLocaleString('en-US')} ${KIND_LABEL[kind].toLowerCase()}`;
      choices.push({
        key: `${kind}-all`,
        href,
        row: (option) => <NavLink component={RouterNavLink} to={href} label={label} c="blue" {...option} />,
      });
    }
    return { title: `${KIND_LABEL[kind]} · ${total.toLocaleString('en-US')}`, choices };
  });
}
