import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createServices } from '../services.js';
import { ensureConfiguredAdmin } from '../modules/auth/admins.js';
import { redactSecrets } from '../log.js';

/**
 * `npm run migrate`: brings the schema of DATABASE_URL up to date and creates the configured admin
 * (ADMIN_USERNAME/ADMIN_PASSWORD) when missing, then exits. Run it once before starting several
 * instances (docker-compose.yml's `migrate` service) so that they do not race each other for it.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required: `npm run migrate` migrates a database the instances share.');
  const services = await createServices({ ...config, redisUrl: null, redisProbe: false }, { jobWorkers: false, log: () => {}, ormLog: (m) => console.log(m) });
  try {
    console.log(`Migrated ${services.databaseLabel}.`);
    if (await ensureConfiguredAdmin(services)) console.log(`Created admin '${config.adminUsername}' from ADMIN_USERNAME.`);
  } finally {
    await services.shutdown();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(redactSecrets(err instanceof Error ? err.message : String(err)));
    process.exit(1);
  },
);
