import { useState } from "react";
import { Divider } from "antd";
import { shift } from "../../common/index.js";
import type { ConflictDetail } from "../api.js";
import { ConflictFacts } from "./ConflictFacts.js";
import { useFreeSlots } from "./queries.js";
import { WeekBoard } from "./WeekBoard.js";

/**
 * The working part of the aux page for an open conflict: its facts and the week to pick a free time
 * in. The week browsed is local state, not the address: the address names the tab (one per
 * conflict), and a new query would open another one.
 */
export function ConflictArrangement({
  conflict,
  onPick,
}: {
  conflict: ConflictDetail;
  onPick(date: string, time: string): void;
}) {
  const [week, setWeek] = useState<string | undefined>();
  const slots = useFreeSlots(conflict.id, week, true);
  return (
    <>
      <ConflictFacts conflict={conflict} />
      <Divider />
      {slots.data ? (
        <WeekBoard
          slots={slots.data}
          moving={conflict.lesson.id}
          loading={slots.isFetching}
          onWeek={(step) => setWeek(shift(slots.data.range.start, "week", step))}
          onPick={onPick}
        />
      ) : null}
    </>
  );
}
