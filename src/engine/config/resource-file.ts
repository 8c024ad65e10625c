import { et } from "../texts.js";

/** The config file a pointer refers to, as admins see it in `config/`. */
export const resourceFile = (name: string) => `resources/${name}.json`;

/** One problem of a resource config, located by JSON pointer. */
export interface ConfigProblem {
  pointer: string;
  message: string;
}

/** `resources/campus.json#/form/fields/3/widget: 未知的控件类型 "rating"`. */
export function describeProblem(name: string, problem: ConfigProblem): string {
  return `${resourceFile(name)}#${problem.pointer}: ${problem.message}`;
}

export const unknownWidget = (pointer: string, type: string): ConfigProblem => ({
  pointer,
  message: et("unknownWidget", { type }),
});
