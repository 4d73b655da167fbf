import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DomainError } from '@fit/events';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { createAdmin, resetAdminPassword } from '../modules/auth/admins.js';
import { AdminEntity } from '../projections/admins/admin.entity.js';

const USAGE = `Usage:
  npm run admin -- create <username> [--password P] [--role admin|auditor]
  npm run admin -- reset <username> [--password P]
  npm run admin -- list
The password is read from --password, else from the ADMIN_CLI_PASSWORD environment variable.
Uses DATABASE_URL like the server (or the embedded PostgreSQL under .data/).`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { password: { type: 'string' }, role: { type: 'string', default: 'admin' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, username] = positionals;
  if (values.help || !command || (command !== 'list' && !username)) {
    console.log(USAGE);
    process.exit(command ? 2 : 0);
  }
  const services = await createServices({ ...loadConfig(), redisUrl: null, redisProbe: false }, { log: () => {} });
  try {
    if (command === 'list') {
      const admins = await services.orm.em.fork().find(AdminEntity, {}, { orderBy: { username: 'asc' } });
      for (const a of admins) console.log(`${a.username}\t${a.role}`);
      return;
    }
    const password = values.password ?? process.env.ADMIN_CLI_PASSWORD;
    if (!password) throw new DomainError('BAD_USER_INPUT', 'A password is required (--password or ADMIN_CLI_PASSWORD)');
    if (command === 'create') {
      const role = values.role === 'auditor' ? 'auditor' : values.role === 'admin' ? 'admin' : null;
      if (!role) throw new DomainError('BAD_USER_INPUT', 'role must be admin or auditor');
      await createAdmin(services, { username, password, role });
      console.log(`Created ${role} '${username}'.`);
    } else if (command === 'reset') {
      await resetAdminPassword(services, { username, password });
      console.log(`Password of '${username}' reset.`);
    } else {
      console.log(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await services.shutdown();
  }
}

main().catch((err) => {
  console.error(err instanceof DomainError ? `Error: ${err.message}` : err);
  process.exit(1);
});
