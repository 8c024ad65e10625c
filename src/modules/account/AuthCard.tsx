import type { ReactNode } from "react";
import { Card, Typography } from "antd";
import { useServices } from "../../app/services-context.js";

/** The centred card the login and register pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { boot } = useServices();
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
        <Typography.Title level={3} style={{ textAlign: "center", marginBottom: 4 }}>
          {boot.app.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: "center" }}>
          {title}
        </Typography.Paragraph>
        {children}
      </Card>
    </div>
  );
}
