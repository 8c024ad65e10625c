import type { ReactNode } from "react";
import { Button, Space, Table, Typography, type TableColumnsType } from "antd";
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { shownDate } from "../shown-dates.js";
import type { FreeSlots } from "../api.js";
import { DayLessons } from "./DayLessons.js";
import { FreeTimes } from "./FreeTimes.js";
import { fill, conflictTexts as tx } from "./texts.js";
import { dayHeader } from "./week-days.js";

/** The name column fits 学生「four-character name」 on one line. */
const NAME_WIDTH = 136;
/** The seven days share the rest; below this the table scrolls rather than squeeze three times into a row. */
const MIN_WIDTH = NAME_WIDTH + 7 * 108;

interface Row {
  key: string;
  name: ReactNode;
  day(date: string): ReactNode;
}

interface Props {
  slots: FreeSlots;
  /** The lesson being moved: marked on the rows. */
  moving: number;
  loading: boolean;
  onWeek(step: -1 | 1): void;
  onPick(date: string, time: string): void;
}

/**
 * The aux page's week: the teacher's and the student's lessons day by day (周一 … 周日), and the row
 * 可选时段 with the start times where both are free. 上一周 / 下一周 browse the weeks around it.
 */
export function WeekBoard({ slots, moving, loading, onWeek, onPick }: Props) {
  const free = new Map(slots.free.map((f) => [f.date, f.times]));
  const rows: Row[] = [
    {
      key: "teacher",
      name: fill(tx.teacherRow, { name: slots.teacher.name }),
      day: (d) => (
        <DayLessons lessons={slots.teacher.lessons.filter((l) => l.date === d)} moving={moving} by="teacher" />
      ),
    },
    ...(slots.student
      ? [
          {
            key: "student",
            name: fill(tx.studentRow, { name: slots.student.name }),
            day: (d: string) => (
              <DayLessons lessons={slots.student!.lessons.filter((l) => l.date === d)} moving={moving} by="student" />
            ),
          },
        ]
      : []),
    {
      key: "free",
      name: <Typography.Text strong>{tx.freeRow}</Typography.Text>,
      day: (d) => <FreeTimes times={free.get(d) ?? []} onPick={(time) => onPick(d, time)} />,
    },
  ];
  const columns: TableColumnsType<Row> = [
    { key: "name", title: "", width: NAME_WIDTH, fixed: "left", render: (_, row) => row.name },
    ...slots.days.map((d) => ({
      key: d,
      title: dayHeader(d),
      onCell: () => ({ style: { verticalAlign: "top" as const, padding: 6 } }),
      render: (_: unknown, row: Row) => row.day(d),
    })),
  ];

  return (
    <>
      <Space style={{ marginBottom: 12, width: "100%", justifyContent: "space-between" }} wrap>
        <Space>
          <Button icon={<LeftOutlined />} onClick={() => onWeek(-1)}>
            {tx.prevWeek}
          </Button>
          <Typography.Text strong>
            {shownDate(slots.range.start)} – {shownDate(slots.range.end)}
          </Typography.Text>
          <Button onClick={() => onWeek(1)}>
            {tx.nextWeek} <RightOutlined />
          </Button>
        </Space>
        <Typography.Text type="secondary">{fill(tx.freeHint, { n: slots.duration })}</Typography.Text>
      </Space>
      <Table<Row>
        rowKey="key"
        size="small"
        bordered
        loading={loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: MIN_WIDTH }}
      />
    </>
  );
}
