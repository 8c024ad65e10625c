/** Small request schemas every resource route shares. */

export const idParams = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: { type: "integer", minimum: 1, errorMessage: "id应为正整数" } },
} as const;

/** The routes of one resource share a tag, so /api/docs groups them. */
export const tagged = (summary: string, extra: Record<string, unknown> = {}) => ({
  tags: ["resources"],
  summary,
  ...extra,
});
