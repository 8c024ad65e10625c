/** `data` of each route's 200 answer, for the OpenAPI document alone (mock-server/openapi/answers.ts). */
export const responses = {
  // The resource routes' own option list: `{value, label}` of each on-sale commodity.
  "GET /v1/code_kind_commodities": { $ref: "#/components/schemas/OptionList" },
};
