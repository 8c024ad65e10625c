import { useMemo } from "react";
import { useServices } from "../../../src/app/services-context.js";
import { scheduleApi, type ScheduleApi } from "./api.js";

/** The scheduling endpoints on the app's http client. */
export function useScheduleApi(): ScheduleApi {
  const { http } = useServices();
  return useMemo(() => scheduleApi(http), [http]);
}
