import type { ServerModule } from "../../../mock-server/module-api.js";
import { writeSampleImages } from "../../school/server/seed/write-sample-images.js";
import { clientRoutes } from "./routes.js";
import { issueLoginCode } from "./issue-code.js";
import { responses } from "./schemas.js";
import { newsSeed } from "./seed/news.js";
import { deviceHomeSeed, HOME_IMAGES } from "./seed/device-home.js";

/**
 * 学员端: what the student apps read and sign in with. The sign-in (`/v1/client/login`, public, and
 * `/v1/client/password`), its credentials table (`student_credentials`) and the one-time codes staff issue
 * (学员 → 重置登录密码), and the content the apps show:
 * 资讯 (`news`) and 设备主页配置 (`device-home`), with their sample rows and pictures.
 */
const client: ServerModule = {
  name: "client",
  // Ran by the tutoring app's provisional module before the student client was a module of its own.
  adopts: { "007-client.sql": "tutoring/007-client.sql" },
  // 学员 → 重置登录密码: the school's students get their sign-in codes here, with the apps' credentials.
  actions: { "student.reset-login-password": issueLoginCode },
  async routes(api, { store, config, audit, throttle }) {
    await clientRoutes(api, { store, config, audit, throttle });
  },
  answers: { responses },
  seed: {
    resources: [
      ["news", newsSeed],
      ["device-home", deviceHomeSeed],
    ],
    files: (uploads) => void writeSampleImages(uploads, HOME_IMAGES),
  },
};

export default client;
