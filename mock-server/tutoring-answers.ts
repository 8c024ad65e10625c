import { responses as codes } from "./modules/codes/schemas.js";
import { scheduleResponses } from "./modules/schedule/doc-answers.js";

/** The OpenAPI answers of the tutoring app's routes (ServerModule.answers). */
export const tutoringAnswers = {
  responses: { ...codes, ...scheduleResponses },
};
