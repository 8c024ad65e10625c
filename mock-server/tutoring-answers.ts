import { responses as codes } from "./modules/codes/schemas.js";

/** The OpenAPI answers of the tutoring app's routes (ServerModule.answers). */
export const tutoringAnswers = {
  responses: { ...codes },
};
