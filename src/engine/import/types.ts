/** One problem of one row of an import file, as the server reports it. */
export interface ImportProblem {
  row: number;
  field: string;
  column: string;
  message: string;
}

/** The answer of `POST …/import/check` (and of a refused commit, 10022): see docs/resource-api.md. */
export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  problems: ImportProblem[];
  problemCount: number;
  columns: { ignored: string[]; missing: string[] };
  ok: boolean;
  inserted?: number;
}
