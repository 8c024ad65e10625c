/** The grades the business teaches, as stored in `grade` fields (the school year number). */
export const GRADES = [
  { value: 7, label: "初一" },
  { value: 8, label: "初二" },
  { value: 9, label: "初三" },
  { value: 10, label: "高一" },
  { value: 11, label: "高二" },
  { value: 12, label: "高三" },
] as const;

/** The Chinese label of a grade (`10` → `高一`). */
export function gradeLabel(value: number): string {
  return GRADES.find((g) => g.value === value)?.label ?? `${value}年级`;
}
