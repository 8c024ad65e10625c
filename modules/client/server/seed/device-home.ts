import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { categoriesOf, idOf, type Row } from "../../../school/server/seed/seed-rows.js";
import { sampleImageUrl, type SampleImage } from "../../../school/server/seed/sample-images.js";

/** device-home.json `kind` and `position`. */
const KIND = { banner: 1, module: 2, course: 3 } as const;
const POSITION = { top: 1, middle: 2, bottom: 3 } as const;

/** The seed's day (see SEED): banners before it have ended, those after it are scheduled. */
const TODAY = "2026-11-23";

interface Banner {
  key: string;
  title: string;
  subtitle: string;
  colors: [string, string];
  link: string;
  from?: string;
  to?: string;
  /** Links to the first package on sale for this grade (`/course/detail?id=`), instead of `link`. */
  grade?: number;
}

const BANNERS: Banner[] = [
  {
    key: "winter-camp",
    title: "寒假集训营火热报名",
    subtitle: "早鸟立减300元 · 14天弯道超车",
    colors: ["#ff9a44", "#fc6076"],
    link: "https://m.omo-edu.cn/activity/winter-camp-2027",
    from: "2026-11-15",
    to: "2027-01-20",
  },
  {
    key: "gaokao-review",
    title: "高考一轮复习直播班",
    subtitle: "名师带你系统梳理知识体系",
    colors: ["#4facfe", "#1677ff"],
    link: "/course/list",
    grade: 12,
    from: "2026-09-01",
    to: "2027-02-28",
  },
  {
    key: "trial",
    title: "新学员首课免费体验",
    subtitle: "一对一学情诊断 · 定制学习方案",
    colors: ["#43e97b", "#38a169"],
    link: "/activity/trial-lesson",
  },
  {
    key: "referral",
    title: "邀请好友，双方各得4课时",
    subtitle: "老学员专享 · 多邀多得",
    colors: ["#fa709a", "#f5576c"],
    link: "/activity/referral",
    from: "2026-10-01",
    to: "2026-12-31",
  },
  {
    key: "live-qa",
    title: "名师直播答疑每晚开放",
    subtitle: "不会的题，随时来问",
    colors: ["#667eea", "#764ba2"],
    link: "/qa/live",
  },
  {
    key: "zhongkao",
    title: "中考冲刺公益讲座",
    subtitle: "解读命题趋势 · 限额200人",
    colors: ["#f6d365", "#fda085"],
    link: "https://m.omo-edu.cn/lecture/zhongkao-2027",
    from: "2026-11-20",
    to: "2026-12-20",
  },
  {
    key: "double-12",
    title: "双十二课程包限时优惠",
    subtitle: "精选课程低至8折",
    colors: ["#ff416c", "#ff4b2b"],
    link: "/activity/double-12",
    from: "2026-12-01",
    to: "2026-12-12",
  },
  {
    key: "summer",
    title: "暑期衔接班报名",
    subtitle: "初升高 · 高一预科",
    colors: ["#00c6fb", "#005bea"],
    link: "/activity/summer-bridge",
    from: "2026-06-01",
    to: "2026-08-31",
  },
];

/** The home screen's function grid: icon text, title, page and colours. */
const MODULES: [icon: string, title: string, link: string, colors: [string, string], enabled?: boolean][] = [
  ["课", "课程表", "/schedule", ["#4facfe", "#1677ff"]],
  ["作", "我的作业", "/homework", ["#43e97b", "#38a169"]],
  ["答", "直播答疑", "/qa/live", ["#667eea", "#764ba2"]],
  ["错", "错题本", "/mistakes", ["#fa709a", "#f5576c"]],
  ["讲", "讲义下载", "/handouts", ["#f6d365", "#fda085"]],
  ["报", "学习报告", "/report", ["#00c6fb", "#005bea"]],
  ["兑", "激活码兑换", "/code/redeem", ["#ff9a44", "#fc6076"]],
  ["签", "每日打卡", "/checkin", ["#a18cd1", "#fbc2eb"], false],
];

const SUBJECT_COLORS: [string, string][] = [
  ["#ff758c", "#ff7eb3"],
  ["#4facfe", "#00c6fb"],
  ["#43e97b", "#38f9d7"],
  ["#667eea", "#764ba2"],
  ["#f6d365", "#fda085"],
  ["#84fab0", "#8fd3f4"],
  ["#e0c3fc", "#8ec5fc"],
  ["#ffecd2", "#fcb69f"],
  ["#a1c4fd", "#c2e9fb"],
];
const SUBJECTS = ["语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "政治"];

/** Recommended courses at most, the newest open packages first. */
const COURSE_COUNT = 12;

const bannerImage = (b: Banner): SampleImage => ({
  name: `sample-home-banner-${b.key}.svg`,
  title: b.title,
  subtitle: b.subtitle,
  colors: b.colors,
  shape: "banner",
});
const moduleImage = (i: number): SampleImage => ({
  name: `sample-home-icon-${i + 1}.svg`,
  title: MODULES[i][0],
  colors: MODULES[i][3],
  shape: "icon",
});
const courseImage = (i: number): SampleImage => ({
  name: `sample-home-course-${i + 1}.svg`,
  title: `${SUBJECTS[i]}精品课`,
  subtitle: "名师授课 · 随时回放",
  colors: SUBJECT_COLORS[i],
  shape: "cover",
});

/** Every picture the home-screen rows use. */
export const HOME_IMAGES: SampleImage[] = [
  ...BANNERS.map(bannerImage),
  ...MODULES.map((_, i) => moduleImage(i)),
  ...SUBJECTS.map((_, i) => courseImage(i)),
];

/** Ended before the seed's day, or not yet begun: shown only between its dates. */
const current = (from?: string, to?: string) => (!from || from <= TODAY) && (!to || to >= TODAY);

/**
 * The student app's home screen: eight banners (one ended and switched off, one scheduled for
 * December), the function grid, and a dozen recommended course packages on sale.
 */
export const deviceHomeSeed: ResourceSeed = ({ rows }) => {
  const packages = rows("course-package").filter((p) => p.status === 1);
  const subjects = categoriesOf(rows("category"), "xk");
  const subjectIndex = (p: Row) =>
    Math.max(0, SUBJECTS.indexOf(String(subjects.find((s) => idOf(s) === Number(p.subject_id))?.name)));

  const banners = BANNERS.map((b, i) => {
    const pkg = b.grade ? packages.find((p) => p.grade === b.grade) : undefined;
    return {
      kind: KIND.banner,
      title: b.title,
      image: sampleImageUrl(bannerImage(b)),
      link: pkg ? `/course/detail?id=${idOf(pkg)}` : b.link,
      position: POSITION.top,
      ...(pkg && { course_package_id: idOf(pkg) }),
      sort: (i + 1) * 10,
      enabled: !b.to || b.to >= TODAY,
      ...(b.from && { valid_from: b.from }),
      ...(b.to && { valid_to: b.to }),
      ...(!current(b.from, b.to) && { remark: b.to && b.to < TODAY ? "活动已结束" : "活动开始后自动展示" }),
    };
  });

  const modules = MODULES.map(([, title, link, , enabled], i) => ({
    kind: KIND.module,
    title,
    image: sampleImageUrl(moduleImage(i)),
    link,
    position: POSITION.middle,
    sort: (i + 1) * 10,
    enabled: enabled ?? true,
    ...(enabled === false && { remark: "打卡活动改版中，暂不展示" }),
  }));

  const onSale = packages
    .filter((p) => String(p.sale_end) >= TODAY)
    .sort((a, b) => String(b.sale_start).localeCompare(String(a.sale_start)))
    .slice(0, COURSE_COUNT);
  const courses = onSale.map((p, i) => ({
    kind: KIND.course,
    title: String(p.name).slice(0, 30),
    image: sampleImageUrl(courseImage(subjectIndex(p))),
    link: `/course/detail?id=${idOf(p)}`,
    position: POSITION.bottom,
    course_package_id: idOf(p),
    sort: (i + 1) * 10,
    enabled: true,
    valid_from: String(p.sale_start),
    valid_to: String(p.sale_end),
  }));

  return [...banners, ...modules, ...courses];
};
