import type { ReactNode } from "react";
import { Card, theme } from "antd";
import { useServices } from "../../app/services-context.js";

/** The centred card the login and register pages share (plain headings: Typography would double the page's weight). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { boot } = useServices();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "linear-gradient(135deg, #1d4ed8 0%, #0ea5e9 100%)",
      }}
    >
      <Card style={{ width: 380, boxShadow: "0 12px 32px rgba(0,0,0,.18)" }}>
        <h1
          style={{
            textAlign: "center",
            margin: "0 0 4px",
            fontSize: 24,
            fontWeight: 600,
            color: token.colorTextHeading,
          }}
        >
          {boot.app.title}
        </h1>
        <p style={{ textAlign: "center", margin: "0 0 24px", color: token.colorTextSecondary }}>{title}</p>
        {children}
      </Card>
    </div>
  );
}
