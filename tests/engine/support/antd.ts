import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * The button showing `text` (antd spaces out two Chinese characters: 重 置). Found by text, not
 * by role: a role query with a name works out visibility through getComputedStyle for every
 * candidate, which takes seconds in jsdom under antd's injected styles.
 */
export function button(text: string): HTMLButtonElement {
  const pattern = new RegExp(`^${[...text].join("\\s?")}$`);
  const label = screen.getAllByText(pattern).find((el) => el.closest("button"));
  if (!label) throw new Error(`no button ${text}`);
  return label.closest("button")!;
}

/** The header cells' texts, in order. */
export const headers = () => [...document.querySelectorAll("thead th")].map((th) => th.textContent ?? "");

/** Opens the select labelled `label` and clicks the option titled `option`. */
export async function pickOption(user: UserEvent, label: string, option: string) {
  const input = screen.getByLabelText(label);
  // A multiple select stays open after a pick; another click would close it.
  if (input.getAttribute("aria-expanded") !== "true") await user.click(input);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-item-option")].find(
      (el) => el.getAttribute("title") === option && !el.closest(".ant-select-dropdown-hidden"),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await user.click(item);
}

/** The labels of the options the open dropdown of `label` offers. */
export async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  await user.click(screen.getByLabelText(label));
  return waitFor(() => {
    const list = [...document.querySelectorAll(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")].at(-1);
    if (!list) throw new Error("no open dropdown");
    return [...list.querySelectorAll(".ant-select-item-option")].map((el) => el.getAttribute("title") ?? "");
  });
}

/** The tags a multiple select shows as chosen. */
export const chosenIn = (label: string) =>
  [...(screen.getByLabelText(label).closest(".ant-select")?.querySelectorAll(".ant-select-selection-item") ?? [])].map(
    (el) => el.getAttribute("title") ?? el.textContent,
  );
