import type { RecordField } from "../../types/generated/resource.js";

/** One problem of a config file at a JSON pointer, in Chinese: the shape every config step reports. */
export interface ConfigProblem {
  file: string;
  pointer: string;
  message: string;
}

/** Config files by path under `config/` (`routes.json`, `resources/room.json`), parsed. */
export type ConfigFiles = Record<string, unknown>;

/** The files the designer changes: a path → its new content, or null to remove the file. */
export type FileChanges = Record<string, unknown | null>;

/** JSON Schemas by file name (`resource.schema.json`), as `GET /config/schemas` serves them. */
export type SchemaSet = Record<string, Record<string, unknown>>;

/** `GET /config/files`: every file, the version they make, and how the last change went. */
export interface FilesAnswer {
  version: string;
  files: ConfigFiles;
  /** The files a listed module gives (`resources/news.json` → `client`): saved as the app's copy, never deleted. */
  modules?: Record<string, string>;
  status: { version: string; appliedAt?: string; appliedBy?: string; problems: ConfigProblem[] };
}

/** `POST /config/check`: one file's own problems (its schema's, a field named twice), in the user's language. */
export interface CheckAnswer {
  problems: ConfigProblem[];
}

/** `POST /config/plan`: what saving the changes would do, or why it cannot. */
export interface PlanAnswer {
  version: string;
  problems: ConfigProblem[];
  lines: string[];
}

/** `PUT /config/files` on success. */
export interface SaveAnswer {
  version: string;
  lines: string[];
}

/**
 * A record field as the designer writes it: `renamedFrom` names the column a renamed field's data
 * is in, so applying the config moves it instead of leaving it behind.
 */
export type DesignedField = RecordField & { renamedFrom?: string };
