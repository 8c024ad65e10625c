import type { ReactElement } from "react";
import { Dropdown, type MenuProps } from "antd";
import type { TimetableLesson } from "../api.js";
import { timetableTexts as tx } from "./texts.js";

/** What an open slot's menu can do; the page decides how. */
export interface SlotActions {
  single(slot: TimetableLesson): void;
  batch(slot: TimetableLesson): void;
  remove(slot: TimetableLesson): void;
}

interface Props {
  slot: TimetableLesson;
  chip: ReactElement;
  actions: SlotActions;
  /** Which items the user may see: scheduling needs WRITE, deleting DELETE. */
  allowed: { write: boolean; remove: boolean };
  onClose(): void;
}

/**
 * The menu of an open slot (spec §2: cells with status 2 offer single scheduling, batch scheduling,
 * delete), opened on the chip just clicked. Items the user may not use are left out.
 */
export function SlotMenu({ slot, chip, actions, allowed, onClose }: Props) {
  const items: MenuProps["items"] = [
    ...(allowed.write
      ? [
          { key: "single", label: tx.single },
          { key: "batch", label: tx.batch },
        ]
      : []),
    ...(allowed.remove ? [{ key: "remove", label: tx.delete, danger: true }] : []),
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    onClose();
    if (key === "single") actions.single(slot);
    else if (key === "batch") actions.batch(slot);
    else if (key === "remove") actions.remove(slot);
  };
  return (
    <Dropdown
      key={slot.id}
      open
      trigger={["click"]}
      menu={{ items, onClick }}
      onOpenChange={(open) => !open && onClose()}
    >
      {chip}
    </Dropdown>
  );
}
