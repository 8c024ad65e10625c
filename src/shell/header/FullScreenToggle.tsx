import { useEffect, useState } from "react";
import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { t } from "../../app/locale/zh-CN.js";

/** Full-screen toggle on the whole page (the browser's Fullscreen API). */
export function FullScreenToggle() {
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const onChange = () => setFull(!!document.fullscreenElement);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  const toggle = () =>
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {});
  const Icon = full ? FullscreenExitOutlined : FullscreenOutlined;
  return (
    <Icon
      style={{ fontSize: 16, cursor: "pointer" }}
      onClick={toggle}
      aria-label={t(full ? "header.exitFullScreen" : "header.fullScreen")}
    />
  );
}
