import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

import { IconButton } from '~/components/admin/IconButton';
import { ChevronUpIcon, GripIcon } from '~/components/admin/icons';
import { cx } from '~/components/ui/cx';
import { ChevronDownIcon } from '~/components/ui/icons';

interface SortableListProps<Item> {
  items: readonly Item[];
  idOf: (item: Item) => string;
  /** How a person calls the item (its title): names the move buttons and the announcements. */
  labelOf: (item: Item) => string;
  /** The ids in their new order, after a drag or a move button. */
  onReorder: (ids: string[]) => void;
  /** Read-only: no handles, no move buttons. */
  disabled?: boolean;
  /** Names the list for screen readers. */
  label: string;
  className?: string;
  /** One item's content; `controls` (drag handle, move up/down) go where the row wants them. */
  children: (item: Item, controls: ReactNode) => ReactNode;
}

/**
 * A list reordered by dragging a handle (mouse, touch, or keyboard: Space to lift, arrows to
 * move, Space to drop) or with the Move up / Move down buttons on every row.
 */
export function SortableList<Item>({
  items,
  idOf,
  labelOf,
  onReorder,
  disabled = false,
  label,
  className,
  children,
}: SortableListProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const labelById = new Map(items.map((item) => [idOf(item), labelOf(item)]));
  const name = (id: string | number) => labelById.get(String(id)) ?? 'The item';
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to position ${position(over.id)} of ${ids.length}.` : '',
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${ids.length}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  }

  function dropped({ active, over }: DragEndEvent) {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]!}
              label={labelOf(item)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
            >
              {(controls) => children(item, controls)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  first,
  last,
  disabled,
  onMoveUp,
  onMoveDown,
  children,
}: {
  id: string;
  label: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  children: (controls: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const controls = disabled ? null : (
    <div className="flex items-center gap-0.5">
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${label}`}
        className="btn btn-ghost btn-icon size-8 cursor-grab touch-none active:cursor-grabbing"
      >
        <GripIcon className="size-4" />
      </button>
      <IconButton label={`Move ${label} up`} className="size-8" onClick={onMoveUp} disabled={first}>
        <ChevronUpIcon className="size-4" />
      </IconButton>
      <IconButton
        label={`Move ${label} down`}
        className="size-8"
        onClick={onMoveDown}
        disabled={last}
      >
        <ChevronDownIcon className="size-4" />
      </IconButton>
    </div>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cx('relative', isDragging && 'z-10 opacity-80 shadow-lg')}
    >
      {children(controls)}
    </li>
  );
}
