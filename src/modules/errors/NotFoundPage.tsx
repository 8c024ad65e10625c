import { ErrorResult } from "./ErrorResult.js";

export default function NotFoundPage() {
  return <ErrorResult status={404} />;
}
