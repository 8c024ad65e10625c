import { Input, type InputProps } from "antd";
import { nameLength } from "./rules.js";

/**
 * A name field counting characters as the server does. Typing past `max` is allowed (the count
 * turns red and the rule says why) rather than silently cutting a pasted name.
 */
export function NameInput({ max, ...props }: InputProps & { max: number }) {
  return <Input {...props} count={{ show: true, max, strategy: nameLength }} />;
}
