/** The answers of 权限管理's API, as the server builds them and the page reads them. */

export const ABILITIES = ["READ", "WRITE", "DELETE"] as const;
export type Ability = (typeof ABILITIES)[number];

/** A role as `GET /v1/roles` answers it. */
export interface Role {
  name: string;
  title: string;
  description: string;
  abilities: string[];
  /** Route names the role may see; null: every route its `meta.roles` allow. */
  routes: string[] | null;
  /** How many accounts hold it. */
  accounts: number;
  created_at: string;
}

/** A staff account as `GET /v1/accounts` answers it (never the password hash). */
export interface StaffAccount {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  roles: string[];
  admin: boolean;
  disabled: boolean;
  last_login_at: string | null;
  created_at: string;
}
