export interface CreateAdminCommand {
  command: 'create';
  email: string;
  password?: string;
  name?: string;
}

export const ADMIN_USAGE = `Usage: npm run admin -- create --email <email> [--password <password>] [--name <name>]

Creates the account (confirmed) with the admin flag, or gives the flag to an existing account.
Without --password a random one is generated and printed once; the user can change it with
"Forgot your password?". Embedded mode: stop the server first (DATA_DIR is opened directly).`;

/** Parses `create --email x [--password y] [--name z]` (also `--email=x`); throws with the usage on errors. */
export function parseAdminArgs(argv: readonly string[]): CreateAdminCommand {
  const [command, ...rest] = argv;
  if (command !== 'create') throw new Error(ADMIN_USAGE);
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    const match = /^--(email|password|name)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Error(`Unknown argument "${arg}".\n\n${ADMIN_USAGE}`);
    const value = match[2] ?? rest[i + 1];
    if (match[2] === undefined) i += 1;
    if (!value) throw new Error(`--${match[1]} needs a value.\n\n${ADMIN_USAGE}`);
    options[match[1]] = value;
  }
  const email = options['email']?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`A valid --email is required.\n\n${ADMIN_USAGE}`);
  }
  return {
    command: 'create',
    email,
    ...(options['password'] ? { password: options['password'] } : {}),
    ...(options['name'] ? { name: options['name'] } : {}),
  };
}
