import type { Faker } from "@faker-js/faker";
import type { ResourceSeed } from "../../../../mock-server/resources/seed-types.js";
import { dateBetween } from "../../../school/server/seed/fake-date.js";
import { categoriesOf, idOf, numbersOf, type Row } from "../../../school/server/seed/seed-rows.js";
import { sampleImageUrl } from "../../../school/server/seed/sample-images.js";
import { NEWS_COVERS } from "../../../school/server/seed/news-covers.js";

/** news.json `category`. */
const CATEGORY = { notice: 1, activity: 2, teaching: 3, admission: 4 } as const;
type Category = (typeof CATEGORY)[keyof typeof CATEGORY];

/** news.json `status`. */
const STATUS = { draft: 0, published: 1, offline: 2 } as const;

/** A headline and the paragraphs of its article; `{campus}`, `{city}`, `{subject}` and `{grade}` are filled in. */
interface Story {
  category: Category;
  title: string;
  summary: string;
  paragraphs: string[];
  /** Concerns one campus (`{campus}` / `{city}` in the text), or one subject. */
  local?: boolean;
  subject?: boolean;
}

const STORIES: Story[] = [
  {
    category: CATEGORY.notice,
    title: "2027年寒假班报名通知",
    summary: "寒假班将于2027年1月18日开课，老学员12月10日前续报可享优先选课。",
    paragraphs: [
      "各位学员、家长：2027年寒假班将于1月18日起陆续开课，设置同步提升、培优拔高、期末查漏补缺三类班型，覆盖初一至高三全部学科。",
      "老学员可于12月10日前在App“我的课程”中一键续报，享受优先选课和原班老师保留；新学员可通过App或到校区前台报名。",
      "课程表将于12月20日前在App中公布，如需调整上课时间，请联系班主任。",
    ],
  },
  {
    category: CATEGORY.notice,
    title: "关于元旦假期课程安排的通知",
    summary: "元旦假期（1月1日）线下课程停课一天，直播课照常进行，停课课时顺延。",
    paragraphs: [
      "根据国家法定节假日安排，2027年1月1日（周五）各校区线下课程停课一天，1月2日起恢复正常上课。",
      "直播课与直播答疑照常进行。因停课受影响的一对一课程，班主任将在12月28日前与家长确认补课时间，课时顺延不作扣除。",
    ],
  },
  {
    category: CATEGORY.notice,
    title: "直播课堂系统升级维护公告",
    summary: "本周日凌晨2:00至6:00直播系统升级，期间无法进入直播间和观看回放。",
    paragraphs: [
      "为提升直播课堂的稳定性，技术部将于本周日凌晨2:00至6:00对直播系统进行升级维护。",
      "维护期间无法进入直播间、观看回放和提交作业，其他功能不受影响。升级完成后请将App更新至最新版本。",
      "如维护后仍无法正常使用，请在App“我的—意见反馈”中留言，我们将在24小时内回复。",
    ],
  },
  {
    category: CATEGORY.notice,
    title: "{campus}教学区装修期间上课安排",
    summary: "{campus}三楼教学区装修期间，相关班级调整至二楼上课，时间不变。",
    local: true,
    paragraphs: [
      "为给学员提供更好的学习环境，{campus}三楼教学区将于下周起进行为期三周的装修改造。",
      "装修期间，原在三楼上课的班级统一调整至二楼201至206教室，上课时间不变。装修施工安排在非上课时段，请家长放心。",
      "给您带来的不便敬请谅解，如有疑问请致电校区前台。",
    ],
  },
  {
    category: CATEGORY.notice,
    title: "关于防范冒充机构诈骗电话的提醒",
    summary: "近期有不法分子冒充机构工作人员以退费为由索要验证码，请提高警惕。",
    paragraphs: [
      "近期有家长反映接到自称我机构工作人员的电话，以“课程退费”“课时补偿”为由，要求提供银行卡号和短信验证码。",
      "郑重提醒：我机构所有退费均原路退回，工作人员不会索要银行卡密码或验证码。如接到可疑电话，请立即挂断并联系班主任核实。",
    ],
  },
  {
    category: CATEGORY.notice,
    title: "期末考试周课程调整通知",
    summary: "期末考试周期间，在校学员的晚间课程可申请顺延，不影响课时。",
    paragraphs: [
      "临近期末，为保证学员有充足的复习时间，考试周期间的晚间课程可申请顺延一周。",
      "需要顺延的学员请在App中提交调课申请，或告知班主任，我们将在24小时内完成调整。",
    ],
  },
  {
    category: CATEGORY.activity,
    title: "{campus}开放日：免费体验课等你来",
    summary: "本周六{campus}开放日，现场可免费试听一节{subject}课，并领取学习规划报告。",
    local: true,
    subject: true,
    paragraphs: [
      "本周六9:00至17:00，{campus}举办校区开放日活动，欢迎学员和家长到校参观。",
      "活动当天可免费试听一节{subject}体验课，课后由学科老师进行一对一学情分析，并出具个性化学习规划报告。",
      "名额有限，请提前在App“活动报名”中预约，到场签到即可领取精美学习礼包。",
    ],
  },
  {
    category: CATEGORY.activity,
    title: "寒假集训营火热报名中，早鸟立减300元",
    summary: "寒假集训营12月15日前报名立减300元，老学员再享9.5折。",
    paragraphs: [
      "寒假集训营共14天，上午精讲、下午练习、晚上答疑，帮助学员在寒假实现弯道超车。",
      "12月15日前报名立减300元，老学员可叠加享受9.5折优惠；两名学员同时报名各再减100元。",
      "报名后请在App中完成入营测试，我们将根据测试结果分班。",
    ],
  },
  {
    category: CATEGORY.activity,
    title: "老学员推荐新学员，双方各得4课时",
    summary: "推荐好友报名任意课程包，成功后推荐人和新学员各获赠4课时。",
    paragraphs: [
      "即日起至年底，老学员在App“邀请有礼”中分享专属邀请码，好友使用邀请码报名任意课程包后，双方各获赠4课时。",
      "赠送课时将在新学员完成首次上课后自动发放至账户，有效期6个月。",
    ],
  },
  {
    category: CATEGORY.activity,
    title: "{city}中考冲刺公益讲座报名",
    summary: "特邀一线名师解读{city}中考命题趋势，讲座免费，需提前报名。",
    local: true,
    paragraphs: [
      "为帮助初三学员科学备考，{campus}将于本月举办中考冲刺公益讲座，特邀一线名师解读{city}近三年中考命题趋势。",
      "讲座内容包括各学科复习节奏、压轴题突破策略和考前心理调适，讲座免费，限额200人。",
    ],
  },
  {
    category: CATEGORY.activity,
    title: "双十二课程包限时优惠",
    summary: "12月1日至12日，精选课程包低至8折，直播答疑卡买一送一。",
    paragraphs: [
      "12月1日至12日，精选课程包低至8折，直播答疑10次卡买一送一，会员年卡赠送一个月。",
      "活动商品数量有限，售完即止。已购课程包可在活动期间补差价升级为更高班型。",
    ],
  },
  {
    category: CATEGORY.activity,
    title: "英语演讲比赛获奖名单公布",
    summary: "第三届学员英语演讲比赛圆满结束，共评出一等奖5名、二等奖12名。",
    paragraphs: [
      "第三届学员英语演讲比赛历时一个月，共有来自各校区的186名学员参赛。",
      "经过初赛、复赛和决赛，共评出一等奖5名、二等奖12名、三等奖20名，获奖学员名单已在App中公布。",
      "感谢各位家长的支持，明年比赛将增设初中组。",
    ],
  },
  {
    category: CATEGORY.teaching,
    title: "{subject}教研组完成新教材同步课件更新",
    summary: "{subject}教研组已完成新版教材全部章节的同步课件和讲义更新。",
    subject: true,
    paragraphs: [
      "根据新版教材的章节调整，{subject}教研组用时两个月完成了全部章节同步课件、讲义和课后作业的更新。",
      "新课件增加了知识点导图和典型例题视频讲解，学员可在App“讲义下载”中查看。",
    ],
  },
  {
    category: CATEGORY.teaching,
    title: "{grade}{subject}期中考试试卷分析",
    summary: "{subject}教研组对本次期中考试试卷进行了逐题分析，总结高频失分点。",
    subject: true,
    paragraphs: [
      "本次{grade}{subject}期中考试整体难度适中，基础题占比约七成，综合题注重考查知识迁移能力。",
      "从学员答题情况看，审题不清和计算失误是主要失分原因。各班老师将在下周课堂上针对高频失分点进行专项讲评。",
      "完整的试卷分析和错题整理已上传至App，请学员及时订正。",
    ],
  },
  {
    category: CATEGORY.teaching,
    title: "直播课新增课堂互动答题功能",
    summary: "直播课堂上线实时答题功能，老师可随堂发布选择题并查看全班正确率。",
    paragraphs: [
      "直播课堂新增“随堂答题”功能，老师可在讲解过程中发布选择题，学员作答后实时显示全班正确率。",
      "答题结果会同步到学习报告中，家长可在App中查看孩子每节课的掌握情况。",
    ],
  },
  {
    category: CATEGORY.teaching,
    title: "第三季度教学质量评估结果公布",
    summary: "第三季度学员满意度达96.8%，续费率较上季度提升4个百分点。",
    paragraphs: [
      "第三季度共回收学员及家长评价问卷5200余份，整体满意度96.8%，较上季度提升1.2个百分点。",
      "续费率达到82%，其中一对一课程续费率88%。评估中反馈较多的作业批改时效问题，已安排专人跟进。",
    ],
  },
  {
    category: CATEGORY.teaching,
    title: "名师公开课：{subject}高效学习方法",
    summary: "本周四晚7点，{subject}特级讲师直播分享高效学习方法，全体学员可免费观看。",
    subject: true,
    paragraphs: [
      "本周四晚7点，{subject}特级讲师将在直播间分享“如何构建知识体系”“错题本的正确用法”等高效学习方法。",
      "公开课面向全体学员免费开放，错过直播的学员可在App中观看回放。",
    ],
  },
  {
    category: CATEGORY.admission,
    title: "{city}2027年中考政策解读",
    summary: "{city}2027年中考总分、科目和录取方式解读，附各科备考建议。",
    local: true,
    paragraphs: [
      "{city}2027年中考政策已正式发布，考试科目、分值和录取批次与去年相比有部分调整。",
      "体育与健康、实验操作考试的分值和考查方式有所变化，建议初三学员尽早安排专项训练。",
      "{campus}将于本月举办政策解读会，升学规划老师现场答疑。",
    ],
  },
  {
    category: CATEGORY.admission,
    title: "新高考“3+1+2”选科指南",
    summary: "从兴趣、优势学科和专业要求三个维度，帮助高一学员做好选科决策。",
    paragraphs: [
      "新高考“3+1+2”模式下，物理和历史二选一，再从化学、生物、政治、地理中选择两科。",
      "选科应综合考虑个人兴趣、优势学科和目标专业的选科要求。目前约九成理工类专业要求选考物理。",
      "高一学员可预约升学规划老师进行一对一选科测评。",
    ],
  },
  {
    category: CATEGORY.admission,
    title: "强基计划报名全流程解析",
    summary: "强基计划报名时间、条件、校测形式和录取规则一文读懂。",
    paragraphs: [
      "强基计划主要选拔有志于服务国家重大战略需求且综合素质优秀或基础学科拔尖的学生。",
      "报名一般在每年4月进行，高考出分后按高考成绩和校测成绩综合录取，其中高考成绩占比不低于85%。",
    ],
  },
  {
    category: CATEGORY.admission,
    title: "高三一轮复习如何规划时间",
    summary: "一轮复习重在夯实基础，建议按章节梳理知识体系，每周安排综合练习。",
    paragraphs: [
      "一轮复习一般从高三上学期持续到次年2月，目标是全面梳理知识点、查漏补缺。",
      "建议每天保持固定的学习节奏，每周安排一次限时综合练习，并及时整理错题。",
      "遇到薄弱章节，可预约直播答疑或一对一辅导。",
    ],
  },
  {
    category: CATEGORY.admission,
    title: "初升高衔接：数学学习方法的转变",
    summary: "高中数学更抽象、节奏更快，初三暑假是做好衔接的关键时期。",
    paragraphs: [
      "与初中相比，高中数学概念更抽象、知识密度更大，很多学员在高一上学期会感到不适应。",
      "建议在初三暑假提前学习集合、函数等内容，养成课前预习、课后总结的习惯。",
    ],
  },
  {
    category: CATEGORY.admission,
    title: "志愿填报常见误区盘点",
    summary: "只看学校不看专业、扎堆热门专业……这些志愿填报误区要避开。",
    paragraphs: [
      "每年志愿填报都有考生因为误区而遗憾，常见的有只看学校名气不看专业、盲目扎堆热门专业、忽视专业选科要求等。",
      "建议考生结合近三年录取位次合理设置梯度，做到“冲、稳、保”层次分明。",
    ],
  },
];

const DEPARTMENTS: Record<Category, string[]> = {
  1: ["教务处", "客服中心", "运营部"],
  2: ["市场部", "运营部", "校区运营中心"],
  3: ["教研中心"],
  4: ["升学规划中心", "教研中心"],
};

/** Stories about a campus or a subject appear this often, each time about another one. */
const ROUNDS = 3;

/** The seed's day (see SEED): nothing is published later. */
const TODAY = "2026-11-22";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(campus|city|subject|grade)\}/g, (_, key: string) => values[key] ?? "");

/** Teaching news is signed by a lecturer of the subject, the rest by the department. */
function authorOf(faker: Faker, story: Story, lecturers: Row[], subjectId?: number): string {
  const teachers = subjectId ? lecturers.filter((l) => numbersOf(l.subject_ids).includes(subjectId)) : [];
  if (story.category === CATEGORY.teaching && teachers.length && faker.datatype.boolean({ probability: 0.6 }))
    return String(faker.helpers.arrayElement(teachers).name);
  return faker.helpers.arrayElement(DEPARTMENTS[story.category]);
}

/**
 * About forty articles of the past year: notices, events, teaching news and admission advice,
 * some about one campus, most published, a few drafts and a few taken offline; three notices pinned.
 */
export const newsSeed: ResourceSeed = ({ faker, rows }) => {
  const campuses = rows("campus").filter((c) => c.status === 1);
  const subjects = categoriesOf(rows("category"), "xk");
  const lecturers = rows("lecturer");
  // Stories with nothing to vary appear once; the others about a different campus or subject each time.
  const plan = STORIES.flatMap((story) => {
    const times = story.local || story.subject ? ROUNDS : 1;
    const [places, topics] = [faker.helpers.shuffle(campuses), faker.helpers.shuffle(subjects)];
    return Array.from({ length: times }, (_, i) => ({
      story,
      campus: story.local ? places[i % places.length] : undefined,
      subject: story.subject ? topics[i % topics.length] : undefined,
    }));
  });
  const made = plan.map(({ story, campus, subject }) => {
    const values = {
      campus: String(campus?.name ?? "各校区"),
      city: String(campus?.city ?? ""),
      subject: String(subject?.name ?? ""),
      grade: faker.helpers.arrayElement(["初二", "初三", "高一", "高二", "高三"]),
    };
    const status = faker.helpers.weightedArrayElement([
      { weight: 78, value: STATUS.published },
      { weight: 10, value: STATUS.draft },
      { weight: 12, value: STATUS.offline },
    ]);
    const created = dateBetween(faker, "2025-11-23", TODAY);
    const publishDay = status === STATUS.draft ? undefined : dateBetween(faker, created, TODAY);
    const hour = String(faker.number.int({ min: 8, max: 20 })).padStart(2, "0");
    const minute = faker.helpers.arrayElement(["00", "15", "30", "45"]);
    const covers = NEWS_COVERS.filter((c) => c.name.startsWith(`sample-news-${story.category}-`));
    const hasCover = story.category !== CATEGORY.notice || faker.datatype.boolean({ probability: 0.4 });
    const daysOnline = publishDay ? (Date.parse(TODAY) - Date.parse(publishDay)) / 86_400_000 : 0;
    return {
      title: fill(story.title, values),
      category: story.category,
      ...(campus && { campus_id: idOf(campus) }),
      ...(hasCover && { cover: sampleImageUrl(faker.helpers.arrayElement(covers)) }),
      summary: fill(story.summary, values),
      body: story.paragraphs.map((p) => `<p>${fill(p, values)}</p>`).join(""),
      author: authorOf(faker, story, lecturers, subject && idOf(subject)),
      status,
      ...(publishDay && { published_at: `${publishDay} ${hour}:${minute}:00` }),
      is_top: false,
      views: publishDay ? faker.number.int({ min: 30, max: 120 }) * Math.min(60, 3 + daysOnline) : 0,
      created_at: `${created} ${hour}:${minute}:00`,
    };
  });
  // The three most recent published notices are pinned.
  made
    .filter((n) => n.category === CATEGORY.notice && n.status === STATUS.published)
    .sort((a, b) => String(b.published_at).localeCompare(String(a.published_at)))
    .slice(0, 3)
    .forEach((n) => (n.is_top = true));
  // Ids in the order the articles were written, so 最新 (id descending) is the newest first.
  return made
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((n) => ({ ...n, updated_at: n.published_at ?? n.created_at }));
};
