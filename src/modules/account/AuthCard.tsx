import type { ReactNode } from "react";
import { useServices } from "../../app/services-context.js";
import { LocaleSwitch } from "../../app/locale/LocaleSwitch.js";
import { localize } from "../../common/i18n.js";

/**
 * The centred card the login and register pages share. Plain markup rather than
 * antd's Card and Typography: Card drags Tabs, Menu, Dropdown and Skeleton into the login
 * route, which must stay under its 160 KB (brotli) budget. The colours are antd's light-theme text colours,
 * the subtitle's grey darkened like the themes' tertiary text to reach 4.5:1 on white (the login
 * page is never themed).
 */
export function AuthCard({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const { boot } = useServices();
  return (
    <div
      style={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        padding: 16,
        background: "linear-gradient(135deg, #1d4ed8 0%, #0ea5e9 100%)",
      }}
    >
      <main
        style={{
          width: 380,
          maxWidth: "100%",
          padding: 32,
          background: "#fff",
          borderRadius: 8,
          boxShadow: "0 12px 32px rgba(0,0,0,.18)",
        }}
      >
        {boot.app.logo ? (
          <img
            src={`${boot.app.apiBase ?? "/api"}/app/logo`}
            alt=""
            style={{ display: "block", height: 48, width: 48, objectFit: "contain", margin: "0 auto 12px" }}
          />
        ) : null}
        <h1
          style={{
            textAlign: "center",
            margin: "0 0 4px",
            fontSize: 24,
            fontWeight: 600,
            color: "rgba(0, 0, 0, 0.88)",
          }}
        >
          {localize(boot.app.title)}
        </h1>
        <p style={{ textAlign: "center", margin: "0 0 24px", color: "rgba(0, 0, 0, 0.6)" }}>{title}</p>
        {children}
        {note ? (
          <p style={{ margin: "16px 0 0", textAlign: "center", fontSize: 13, color: "rgba(0, 0, 0, 0.6)" }}>{note}</p>
        ) : null}
        <div style={{ marginTop: 16, textAlign: "center", color: "rgba(0, 0, 0, 0.6)" }}>
          <LocaleSwitch />
        </div>
      </main>
    </div>
  );
}
