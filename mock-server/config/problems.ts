/**
 * One problem of a config: the file (`resources/campus.json`), the JSON pointer inside it (`/record/…`,
 * empty for the whole file) and a Chinese message. Every step of the pipeline (check, plan) reports these,
 * all at once; the CLI prints them as `file#pointer: message`, the designer shows them at their pointer.
 */
export interface ConfigProblem {
  file: string;
  pointer: string;
  message: string;
}

export const problemLine = (p: ConfigProblem) => `${p.file}#${p.pointer}: ${p.message}`;

/** `file#pointer: message` back into its parts (for lines produced before problems had a shape). */
export function parseProblemLine(line: string): ConfigProblem {
  const m = /^([^#\s]*)#([^:]*): ([\s\S]*)$/.exec(line);
  return m ? { file: m[1]!, pointer: m[2]!, message: m[3]! } : { file: "", pointer: "", message: line };
}
