-- Roles and permissions as data (specs/2 section 6; docs/decisions/0003-roles-and-permissions.md).
CREATE TABLE role (
  name text PRIMARY KEY,
  selectable boolean NOT NULL DEFAULT true,
  rank integer NOT NULL
);

CREATE TABLE role_permission (
  role text NOT NULL REFERENCES role(name) ON DELETE CASCADE,
  permission text NOT NULL,
  PRIMARY KEY (role, permission)
);

INSERT INTO role (name, selectable, rank) VALUES
  ('admin', true, 0),
  ('staff', true, 1),
  ('partner', true, 2),
  ('user', true, 3);

INSERT INTO role_permission (role, permission) VALUES
  ('admin', 'update:users'),
  ('admin', 'update:user-resources'),
  ('admin', 'assign:user-flags'),
  ('admin', 'assign-partner:user-roles'),
  ('admin', 'assign-any:user-roles'),
  ('admin', 'delete:users'),
  ('admin', 'impersonate:users'),
  ('admin', 'update:collection'),
  ('admin', 'update:site'),
  ('admin', 'delete:resource'),
  ('admin', 'create:site'),
  ('admin', 'access:hub'),
  ('admin', 'read-draft:resource'),
  ('staff', 'update:collection'),
  ('staff', 'update:site'),
  ('staff', 'create:site'),
  ('staff', 'access:hub'),
  ('staff', 'read-draft:resource'),
  ('staff', 'assign-partner:user-roles'),
  ('partner', 'create:site'),
  ('user', 'create:site');

-- Feature flags granted per user (the flag names are a fixed list in @ecotone/contracts).
CREATE TABLE user_flag (
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  flag text NOT NULL,
  PRIMARY KEY (user_id, flag)
);

CREATE TABLE user_preferences (
  user_id text PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
  units text NOT NULL CHECK (units IN ('metric', 'imperial')),
  language text NOT NULL CHECK (language IN ('english', 'spanish')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
