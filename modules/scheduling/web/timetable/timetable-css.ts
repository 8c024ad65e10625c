import type { GlobalToken } from "antd";
import type { LessonStatus } from "../api.js";

/** The class of a lesson's status: the chips, the month's counts and the legend share it. */
export const statusClass = (status: LessonStatus): string => `omo-tt-s${status}`;

/**
 * The timetable's styles as one stylesheet built from the theme's tokens. Hundreds of chips share a
 * few classes instead of each carrying its own styled component: the grid stays plain DOM and a
 * month of lessons renders fast; the colours still follow the theme.
 */
export function timetableCss(t: GlobalToken): string {
  return `
.omo-tt-scroll { overflow: auto; max-height: calc(100vh - 300px); min-height: 240px; border: 1px solid ${t.colorBorderSecondary}; border-radius: ${t.borderRadius}px; }
.omo-tt-week { border-collapse: separate; border-spacing: 0; width: 100%; min-width: 860px; table-layout: fixed; }
.omo-tt-week th, .omo-tt-week td { border-right: 1px solid ${t.colorBorderSecondary}; border-bottom: 1px solid ${t.colorBorderSecondary}; padding: 4px; vertical-align: top; }
.omo-tt-week th { position: sticky; top: 0; z-index: 2; background: ${t.colorBgContainer}; font-weight: 500; text-align: center; padding: 8px 4px; }
.omo-tt-week th.omo-tt-name, .omo-tt-week td.omo-tt-name { position: sticky; left: 0; z-index: 1; width: 96px; background: ${t.colorBgContainer}; font-weight: 500; vertical-align: middle; text-align: center; }
.omo-tt-week th.omo-tt-name { z-index: 3; }
.omo-tt-week .omo-tt-today { background: color-mix(in srgb, ${t.colorPrimaryBg} 45%, transparent); }
.omo-tt-week th.omo-tt-today { color: ${t.colorPrimary}; background: ${t.colorBgContainer}; box-shadow: inset 0 -2px ${t.colorPrimary}; }
.omo-tt-chip { display: block; width: 100%; margin: 0 0 4px; padding: 2px 6px; border: 1px solid transparent; border-radius: ${t.borderRadiusSM}px; font: inherit; font-size: ${t.fontSizeSM}px; line-height: 1.4; text-align: left; cursor: pointer; color: ${t.colorText}; overflow: hidden; }
.omo-tt-chip:last-child { margin-bottom: 0; }
.omo-tt-chip span { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.omo-tt-chip .omo-tt-range { font-weight: 500; }
.omo-tt-chip:focus-visible { outline: 2px solid ${t.colorPrimary}; outline-offset: 1px; }
.omo-tt-s0 { background: ${t.colorFillSecondary}; border-color: ${t.colorBorder}; color: ${t.colorTextSecondary}; }
.omo-tt-s1 { background: ${t.colorPrimaryBg}; border-color: ${t.colorPrimaryBorder}; }
.omo-tt-s2 { background: ${t.colorWarningBg}; border: 1px dashed ${t.colorWarningBorder}; color: ${t.colorWarningText}; }
.omo-tt-legend { display: inline-flex; align-items: center; gap: 6px; font-size: ${t.fontSizeSM}px; color: ${t.colorTextSecondary}; }
.omo-tt-swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; }
.omo-tt-month { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); border-top: 1px solid ${t.colorBorderSecondary}; border-left: 1px solid ${t.colorBorderSecondary}; }
.omo-tt-month > div { border-right: 1px solid ${t.colorBorderSecondary}; border-bottom: 1px solid ${t.colorBorderSecondary}; }
.omo-tt-month-head { padding: 6px; text-align: center; font-weight: 500; background: ${t.colorFillAlter}; }
.omo-tt-day { min-height: 118px; padding: 6px; cursor: pointer; font-size: ${t.fontSizeSM}px; }
.omo-tt-day:hover { background: ${t.colorFillTertiary}; }
.omo-tt-day.omo-tt-outside { color: ${t.colorTextQuaternary}; background: ${t.colorFillQuaternary}; }
.omo-tt-day.omo-tt-today .omo-tt-daynum { color: ${t.colorWhite}; background: ${t.colorPrimary}; border-radius: 10px; padding: 0 6px; }
.omo-tt-dayhead { display: flex; justify-content: space-between; align-items: baseline; margin-bottom: 4px; }
.omo-tt-daynum { font-size: ${t.fontSize}px; font-weight: 500; }
.omo-tt-counts { display: flex; gap: 4px; margin-bottom: 4px; }
.omo-tt-counts span, .omo-tt-only { padding: 0 4px; border-radius: 3px; }
.omo-tt-line { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; line-height: 1.6; }
.omo-tt-line::before { content: ""; display: inline-block; width: 6px; height: 6px; border-radius: 50%; margin-right: 4px; vertical-align: middle; background: currentColor; opacity: .5; }
.omo-tt-more { color: ${t.colorTextTertiary}; }
`;
}
