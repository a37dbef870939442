import { useDndContext, useDraggable } from '@dnd-kit/core';
import { type BoardLoad, dispatchMessages, isAssignable } from '@fletx/contract/dispatch';
import { Menu } from '@mantine/core';
import { type CSSProperties, memo } from 'react';
import classes from './dispatch-board.module.css';

/** The colour of a load's status: waiting, offered, refused, accepted, under way, delivered. */
export function statusColor(status: number): string {
  if (status === 16) return 'var(--mantine-color-gray-5)';
  if (status === 2) return 'var(--mantine-color-blue-6)';
  if (status === 3) return 'var(--mantine-color-red-6)';
  if (status === 4) return 'var(--mantine-color-cyan-7)';
  if (status >= 5 && status <= 9) return 'var(--mantine-color-teal-7)';
  if (status === 15) return 'var(--mantine-color-orange-7)';
  return 'var(--mantine-color-violet-7)';
}

export type LoadBarProps = {
  load: BoardLoad;
  /** Where the bar sits in its row (absent in the queue, where it is a card). */
  style?: CSSProperties;
  menuOpen: boolean;
  onMenu: (loadId: number | null) => void;
  onAssignTo: (load: BoardLoad) => void;
  onUnassign?: ((load: BoardLoad) => void) | undefined;
  variant: 'bar' | 'card';
};

/**
 * A load: dragged onto a driver's row to assign it (dnd-kit), or, from the keyboard, its menu's "Assign to…"
 * (Enter or a click opens the menu; a drag starts only after the pointer moved).
 */
export const LoadBar = memo(function LoadBar({
  load,
  style,
  menuOpen,
  onMenu,
  onAssignTo,
  onUnassign,
  variant,
}: LoadBarProps) {
  // A load under way or done keeps its driver: no drag, and its menu says so instead of offering Assign to….
  const assignable = isAssignable(load.status);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `load-${load.id}`,
    data: { load },
    disabled: !assignable,
  });
  const label = `Load ${load.number}: ${load.from} → ${load.to}, ${load.statusName}`;
  const button = (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-haspopup="menu"
      title={label}
      data-testid={`load-${load.number}`}
      className={variant === 'bar' ? classes.bar : classes.card}
      style={{ ...style, background: statusColor(load.status), opacity: isDragging ? 0.4 : 1 }}
      onClick={() => onMenu(menuOpen ? null : load.id)}
    >
      <span className={classes.barNumber}>{load.number}</span>
      <span className={classes.barRoute}>
        {load.from} → {load.to}
      </span>
    </button>
  );
  if (!menuOpen) return button;
  return (
    <Menu opened onChange={(opened) => !opened && onMenu(null)} position="bottom-start" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          Load {load.number} · {load.statusName}
        </Menu.Label>
        {assignable ? (
          <Menu.Item onClick={() => onAssignTo(load)}>Assign to…</Menu.Item>
        ) : (
          <Menu.Item disabled>{dispatchMessages.keepsItsDriver}</Menu.Item>
        )}
        {onUnassign && load.status === 2 ? (
          <Menu.Item onClick={() => onUnassign(load)}>Back to the queue</Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
});

/**
 * What follows the pointer during a drag (inside dnd-kit's DragOverlay): the dragged load, read from the drag
 * itself, so that a drag's start and end re-render this alone, not the page.
 */
export function DraggedLoad() {
  const load = useDndContext().active?.data.current?.load as BoardLoad | undefined;
  if (!load) return null;
  return (
    <div className={classes.card} style={{ background: statusColor(load.status), width: 220 }}>
      <span className={classes.barNumber}>{load.number}</span>
      {load.from} → {load.to}
    </div>
  );
}
