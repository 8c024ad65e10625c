import { DatePicker } from "antd";
import dayjs from "dayjs";

const FORMAT = "YYYY-MM-DD";

interface Props {
  value?: string;
  onChange?(value: string | undefined): void;
  id?: string;
  placeholder?: string;
  /** Days before this one cannot be picked: lessons are not booked into the past. */
  min?: string;
}

/** A day kept as `YYYY-MM-DD` text, the form the server and the calendar helpers speak. */
export function DateField({ value, onChange, min, ...rest }: Props) {
  return (
    <DatePicker
      {...rest}
      value={value ? dayjs(value, FORMAT) : null}
      onChange={(d) => onChange?.(d ? d.format(FORMAT) : undefined)}
      format={FORMAT}
      disabledDate={min ? (d) => d.format(FORMAT) < min : undefined}
      style={{ width: "100%" }}
    />
  );
}
