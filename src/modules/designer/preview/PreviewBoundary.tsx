import { Component, type ReactNode } from "react";
import { Alert } from "antd";
import { dt } from "../texts.js";

interface Props {
  /** A new draft: try rendering again. */
  resetKey: unknown;
  children: ReactNode;
}

/** Keeps a draft the engine cannot render (half-edited) from taking the designer down with it. */
export class PreviewBoundary extends Component<Props, { error: Error | null; key: unknown }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  render() {
    if (this.state.error)
      return <Alert type="error" showIcon message={dt("previewFailed", { message: this.state.error.message })} />;
    return this.props.children;
  }
}
