/**
 * Senior-high chapters per subject and grade, in textbook order, so seeded video names read like
 * the real catalogue (`高一数学 人教版 第三章 函数的概念与性质 第2讲`). 语文, 历史 and 政治 are
 * organised in units (单元), English in Units; the others in chapters (章).
 */

export type ChapterStyle = "章" | "单元" | "Unit";

export interface SubjectChapters {
  style: ChapterStyle;
  /** Chapter titles by grade (10 高一, 11 高二, 12 高三), first chapter first. */
  grades: Record<10 | 11 | 12, string[]>;
}

export const CHAPTERS: Record<string, SubjectChapters> = {
  语文: {
    style: "单元",
    grades: {
      10: ["青春激扬", "劳动光荣", "生命的诗意", "家乡文化生活", "整本书阅读《乡土中国》"],
      11: ["中国革命传统作品研读", "古代诗文经典", "逻辑的力量", "科学与文化论著研习"],
      12: ["现代诗歌鉴赏", "文言文阅读专项", "议论文写作"],
    },
  },
  数学: {
    style: "章",
    grades: {
      10: ["集合与常用逻辑用语", "一元二次函数、方程和不等式", "函数的概念与性质", "指数函数与对数函数", "三角函数"],
      11: ["空间向量与立体几何", "直线和圆的方程", "圆锥曲线的方程", "数列", "一元函数的导数及其应用"],
      12: ["计数原理", "随机变量及其分布", "成对数据的统计分析"],
    },
  },
  英语: {
    style: "Unit",
    grades: {
      10: [
        "Teenage Life",
        "Travelling Around",
        "Sports and Fitness",
        "Natural Disasters",
        "Languages Around the World",
      ],
      11: ["Cultural Heritage", "Healthy Lifestyle", "Space Exploration", "Journey Across a Vast Land"],
      12: ["Art", "Working the Land", "Environmental Protection"],
    },
  },
  物理: {
    style: "章",
    grades: {
      10: ["运动的描述", "匀变速直线运动的研究", "相互作用——力", "运动和力的关系"],
      11: ["静电场及其应用", "静电场中的能量", "电路及其应用", "电能 能量守恒定律"],
      12: ["电磁感应", "交变电流", "电磁振荡与电磁波"],
    },
  },
  化学: {
    style: "章",
    grades: {
      10: ["物质及其变化", "海水中的重要元素——钠和氯", "铁 金属材料", "物质结构 元素周期律"],
      11: ["化学反应的热效应", "化学反应速率与化学平衡", "水溶液中的离子反应与平衡", "化学反应与电能"],
      12: ["有机化合物的结构特点与研究方法", "烃", "烃的衍生物"],
    },
  },
  生物: {
    style: "章",
    grades: {
      10: ["走近细胞", "组成细胞的分子", "细胞的基本结构", "细胞的物质输入和输出"],
      11: ["遗传因子的发现", "基因和染色体的关系", "基因的本质", "基因的表达"],
      12: ["人体的内环境与稳态", "神经调节", "体液调节"],
    },
  },
  历史: {
    style: "单元",
    grades: {
      10: ["从中华文明起源到秦汉大一统", "三国两晋南北朝与隋唐", "辽宋夏金元的统治", "明清中国版图的奠定"],
      11: ["古代文明的产生与发展", "中古时期的世界", "走向整体的世界", "资本主义制度的确立"],
      12: ["国家制度与社会治理", "经济与社会生活", "文化交流与传播"],
    },
  },
  地理: {
    style: "章",
    grades: {
      10: ["宇宙中的地球", "地球上的大气", "地球上的水", "地貌"],
      11: ["地球的运动", "岩石圈与地表形态", "大气的运动", "区域发展"],
      12: ["资源、环境与国家安全", "自然地理综合复习", "人文地理综合复习"],
    },
  },
  政治: {
    style: "单元",
    grades: {
      10: ["社会主义从空想到科学", "生产资料所有制与经济体制", "经济发展与社会进步"],
      11: ["中国共产党的领导", "人民当家作主", "全面依法治国", "探索世界与把握规律"],
      12: ["认识社会与价值选择", "文化传承与文化创新", "当代国际政治与经济"],
    },
  },
};

const NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/** The heading of the n-th chapter (from 1): `第三章 函数的概念与性质`, `第二单元 …`, `Unit 2 …`. */
export function chapterHeading(style: ChapterStyle, n: number, title: string): string {
  return style === "Unit" ? `Unit ${n} ${title}` : `第${NUMERALS[n - 1] ?? n}${style} ${title}`;
}
