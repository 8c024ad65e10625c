import { Alert } from "antd";

/** A config problem in plain view, naming the file and JSON pointer, so nothing fails silently. */
export function ConfigProblemAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={messages.length === 1 ? messages[0] : messages.map((m) => <div key={m}>{m}</div>)}
    />
  );
}
