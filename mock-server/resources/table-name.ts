/** The SQLite table of a resource: `res_` and its name with `-` as `_` (`course-package` → `res_course_package`). */
export function tableName(resource: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(resource)) throw new Error(`not a resource name: ${resource}`);
  return `res_${resource.replace(/-/g, "_")}`;
}
