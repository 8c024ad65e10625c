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

/** The four themes of the theme drawer (spec §2): default, ocean, green, white. */
export const themes: Record<ThemeSettings["themeName"], ShellTheme> = {
  default: {
    antd: { token: { colorPrimary: "#1677ff" } },
    menuDark: true,
    siderBg: "#001529",
  },
  ocean: {
    antd: {
      token: { colorPrimary: "#0ea5e9" },
      components: { Menu: { darkItemBg: "#0b3a5b", darkSubMenuItemBg: "#082b44", darkItemSelectedBg: "#0ea5e9" } },
    },
    menuDark: true,
    siderBg: "#0b3a5b",
    headerBg: "#0b3a5b",
    headerText: "#ffffff",
  },
  green: {
    antd: {
      token: { colorPrimary: "#16a34a" },
      components: { Menu: { darkItemBg: "#0f3d2e", darkSubMenuItemBg: "#0a2e22", darkItemSelectedBg: "#16a34a" } },
    },
    menuDark: true,
    siderBg: "#0f3d2e",
  },
  white: {
    antd: { token: { colorPrimary: "#1677ff" } },
    menuDark: false,
    siderBg: "#ffffff",
  },
};
