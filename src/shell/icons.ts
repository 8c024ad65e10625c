import type { ComponentType } from "react";
import {
  AccountBookOutlined, AppstoreOutlined, BankOutlined, BarChartOutlined, BookOutlined, CalendarOutlined,
  CoffeeOutlined, ExceptionOutlined, ExperimentOutlined, FileTextOutlined, GiftOutlined, HomeOutlined,
  IdcardOutlined, KeyOutlined, LineChartOutlined, LockOutlined, MessageOutlined, MobileOutlined,
  NotificationOutlined, ProfileOutlined, QuestionCircleOutlined, ReadOutlined, SafetyOutlined,
  ScheduleOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, StopOutlined, TagsOutlined,
  TeamOutlined, UserOutlined, VideoCameraOutlined, WarningOutlined, FileOutlined,
} from "@ant-design/icons";

/** Icon names usable in config/routes.json `meta.icon`. Add a line here to offer another. */
export const icons: Record<string, ComponentType> = {
  "account-book": AccountBookOutlined,
  appstore: AppstoreOutlined,
  bank: BankOutlined,
  "bar-chart": BarChartOutlined,
  book: BookOutlined,
  calendar: CalendarOutlined,
  coffee: CoffeeOutlined,
  exception: ExceptionOutlined,
  experiment: ExperimentOutlined,
  "file-text": FileTextOutlined,
  gift: GiftOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  key: KeyOutlined,
  "line-chart": LineChartOutlined,
  lock: LockOutlined,
  message: MessageOutlined,
  mobile: MobileOutlined,
  notification: NotificationOutlined,
  profile: ProfileOutlined,
  question: QuestionCircleOutlined,
  read: ReadOutlined,
  safety: SafetyOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  solution: SolutionOutlined,
  stop: StopOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  video: VideoCameraOutlined,
  warning: WarningOutlined,
};

/** The icon for a name; an unknown name gets a plain file icon rather than nothing. */
export function iconFor(name?: string): ComponentType | undefined {
  if (!name) return undefined;
  return icons[name] ?? FileOutlined;
}
