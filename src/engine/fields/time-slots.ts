import type { TimeSlots } from "../../types/generated/resource.js";

const minutes = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, "0");

/** Without `time` config: the whole day in half hours. */
export const defaultSlots: TimeSlots = { start: "00:00", end: "23:30", step: 30 };

/** The times offered, `start` to `end` inclusive every `step` minutes, as `HH:mm`. */
export function timeSlots({ start, end, step }: TimeSlots): string[] {
  const slots: string[] = [];
  for (let m = minutes(start); m <= minutes(end); m += Math.max(1, step)) {
    slots.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  }
  return slots;
}
