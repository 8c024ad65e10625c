import type { ThemeConfig } from "antd";
import type { ThemeSettings } from "../../types/generated/app.js";

/** What a colour theme sets: antd tokens, and whether the side menu is dark. */
export interface ShellTheme {
  antd: ThemeConfig;
  menuDark: boolean;
  siderBg: string;
  headerBg?: string;
  headerText?: string;
}

/**
 * Each preset Tag colour's text, a shade darker than antd's (its palette's 7th) so that it reaches the
 * 4.5:1 contrast WCAG AA asks of text on the tag's own background (the palette's 1st shade): the 8th
 * shade, or the 9th where the 8th falls short (gold, yellow, lime). The ratio on that background is
 * after each. The tag keeps antd's background and border, so the hue stays the same.
 */
const tagText = {
  red7: "#a8071a", // 7.04 on #fff1f0
  volcano7: "#ad2102", // 6.38 on #fff2e8
  orange7: "#ad4e00", // 5.09 on #fff7e6
  gold7: "#874d00", // 6.53 on #fffbe6 (the 8th, #ad6800: 4.25)
  yellow7: "#876800", // 5.15 on #feffe6 (the 8th, #ad8b00: 3.19)
  lime7: "#3f6600", // 6.62 on #fcffe6 (the 8th, #5b8c00: 3.96)
  green7: "#237804", // 5.44 on #f6ffed
  cyan7: "#006d75", // 5.82 on #e6fffb
  blue7: "#003eb3", // 8.01 on #e6f4ff
  geekblue7: "#10239e", // 10.94 on #f0f5ff
  purple7: "#391085", // 11.93 on #f9f0ff
  magenta7: "#9e1068", // 6.98 on #fff0f6
  pink7: "#9e1068", // antd's pink is its magenta
  // The status tags (success, processing, error, warning) take their text from these.
  colorSuccess: "#237804", // 5.44 on colorSuccessBg #f6ffed
  colorInfo: "#003eb3", // 8.01 on colorInfoBg #e6f4ff
  colorWarning: "#874d00", // 6.53 on colorWarningBg #fffbe6
};

/**
 * Text that reads on white and white that reads on the primary colour: every primary below, the
 * secondary grey (antd's tertiary, #8c8c8c, 3.4:1) and the placeholders (antd's 0.25 black, 1.8:1)
 * reach the 4.5:1 contrast WCAG AA asks of text. So do the status colours where they are text:
 * - colorError, which antd uses as is for danger buttons (删除: red text on white, white on red) and
 *   form errors: the red palette's 7th shade, #cf1322 (5.57 on white, 4.76 on its own #ffe8e6
 *   background) instead of its 6th, #ff4d4f (3.26); colorErrorText follows it;
 * - colorSuccessText, the green of a figure that fell: #237804 (5.59 on white), not #52c41a (2.26);
 * - colorWarningText, the text of a 预留时段 chip: #874d00 (6.53 on colorWarningBg #fffbe6), not
 *   #faad14 (1.82); the icons and borders keep antd's brighter gold.
 */
const readable = (colorPrimary: string): ThemeConfig["token"] => ({
  colorPrimary,
  colorLink: colorPrimary,
  colorTextTertiary: "rgba(0, 0, 0, 0.6)",
  colorTextPlaceholder: "rgba(0, 0, 0, 0.55)", // 4.74 on white, 4.68 on a filled field's #f5f5f5
  colorError: "#cf1322",
  colorSuccessText: "#237804",
  colorWarningText: "#874d00",
});

/** What every theme shares: the readable tokens above and the tags' darker text. */
const readableTheme = (colorPrimary: string, components: ThemeConfig["components"] = {}): ThemeConfig => ({
  token: readable(colorPrimary),
  components: { ...components, Tag: tagText },
});

/** The four themes of the theme drawer (spec §2): default, ocean, green, white. */
export const themes: Record<ThemeSettings["themeName"], ShellTheme> = {
  default: {
    antd: readableTheme("#0958d9"),
    menuDark: true,
    siderBg: "#001529",
  },
  ocean: {
    antd: readableTheme("#0369a1", {
      Menu: { darkItemBg: "#0b3a5b", darkSubMenuItemBg: "#082b44", darkItemSelectedBg: "#0369a1" },
    }),
    menuDark: true,
    siderBg: "#0b3a5b",
    headerBg: "#0b3a5b",
    headerText: "#ffffff",
  },
  green: {
    antd: readableTheme("#15803d", {
      Menu: { darkItemBg: "#0f3d2e", darkSubMenuItemBg: "#0a2e22", darkItemSelectedBg: "#15803d" },
    }),
    menuDark: true,
    siderBg: "#0f3d2e",
  },
  white: {
    antd: readableTheme("#0958d9"),
    menuDark: false,
    siderBg: "#ffffff",
  },
};
