import { createContext, useContext, type CSSProperties, type HTMLAttributes } from "react";
import { Button, Table, type TableColumnsType } from "antd";
import { HolderOutlined } from "@ant-design/icons";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DraggableSyntheticListeners,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { designerTexts as tx } from "../texts.js";

interface Handle {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: DraggableSyntheticListeners;
}

const HandleContext = createContext<Handle>({});

/** The grip a row is dragged by (or moved with the keyboard: space, arrows, space). */
function DragHandle() {
  const { setActivatorNodeRef, listeners } = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: "move" }}
      ref={setActivatorNodeRef}
      aria-label={tx.dragToSort}
      {...listeners}
    />
  );
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { "data-row-key": string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props["data-row-key"],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: "relative", zIndex: 10 } : {}),
  };
  return (
    <HandleContext.Provider value={{ setActivatorNodeRef, listeners }}>
      <tr {...props} ref={setNodeRef} style={style} {...attributes} />
    </HandleContext.Provider>
  );
}

interface Props<T> {
  rows: T[];
  columns: TableColumnsType<T & { key: string }>;
  /** Moves the row at `from` to `to`. */
  onMove(from: number, to: number): void;
  /** Names the table for assistive technology. */
  label: string;
}

/**
 * A small editing table whose rows are dragged into order (antd's sortable-table recipe with
 * dnd-kit): the list columns, query fields, form fields and record fields of a resource.
 */
export function SortableTable<T extends object>({ rows, columns, onMove, label }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keyed = rows.map((row, i) => ({ ...row, key: String(i) }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={keyed.map((r) => r.key)} strategy={verticalListSortingStrategy}>
        <Table<T & { key: string }>
          aria-label={label}
          rowKey="key"
          size="small"
          pagination={false}
          components={{ body: { row: SortableRow } }}
          columns={[{ key: "drag", width: 40, align: "center", render: () => <DragHandle /> }, ...columns]}
          dataSource={keyed}
          scroll={{ x: "max-content" }}
        />
      </SortableContext>
    </DndContext>
  );
}

/** A list with one item moved: what a drag does to the config's array. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
