import type { DialectName } from "../../store.js";
import { postgresSchema } from "./postgres.js";
import { sqliteSchema } from "./sqlite.js";
import type { SchemaHelper } from "./types.js";

export type { ColumnType, SchemaHelper } from "./types.js";

/** The schema helper of a dialect. */
export const schemaHelper = (dialect: DialectName): SchemaHelper =>
  dialect === "postgres" ? postgresSchema : sqliteSchema;
