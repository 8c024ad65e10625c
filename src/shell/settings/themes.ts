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
 * Text that reads on white and white that reads on the primary colour: every primary below and the
 * secondary grey (antd's tertiary, #8c8c8c, 3.4:1) reach the 4.5:1 contrast WCAG AA asks of text.
 */
const readable = (colorPrimary: string) => ({
  colorPrimary,
  colorLink: colorPrimary,
  colorTextTertiary: "rgba(0, 0, 0, 0.6)",
});

/** The four themes of the theme drawer (spec §2): default, ocean, green, white. */
export const themes: Record<ThemeSettings["themeName"], ShellTheme> = {
  default: {
    antd: { token: readable("#0958d9") },
    menuDark: true,
    siderBg: "#001529",
  },
  ocean: {
    antd: {
      token: readable("#0369a1"),
      components: { Menu: { darkItemBg: "#0b3a5b", darkSubMenuItemBg: "#082b44", darkItemSelectedBg: "#0369a1" } },
    },
    menuDark: true,
    siderBg: "#0b3a5b",
    headerBg: "#0b3a5b",
    headerText: "#ffffff",
  },
  green: {
    antd: {
      token: readable("#15803d"),
      components: { Menu: { darkItemBg: "#0f3d2e", darkSubMenuItemBg: "#0a2e22", darkItemSelectedBg: "#15803d" } },
    },
    menuDark: true,
    siderBg: "#0f3d2e",
  },
  white: {
    antd: { token: readable("#0958d9") },
    menuDark: false,
    siderBg: "#ffffff",
  },
};
