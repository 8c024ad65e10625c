import { ErrorResult } from "./ErrorResult.js";

export default function ForbiddenPage() {
  return <ErrorResult status={403} />;
}
