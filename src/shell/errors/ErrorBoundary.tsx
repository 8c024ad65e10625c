import { Component, type ReactNode } from "react";
import { Result } from "antd";
import { errorLog } from "./error-log.js";
import { t } from "../../app/locale/zh-CN.js";

/** A page that throws while rendering shows its error and lands in the error log; the shell stays. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error) {
    errorLog.add(error);
  }
  render() {
    if (this.state.error)
      return <Result status="error" title={t("errorBoundary.title")} subTitle={this.state.error.message} />;
    return this.props.children;
  }
}
