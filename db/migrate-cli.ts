import { describeDatabaseError } from "./errors";
import { closeDatabase, getDatabase } from "./index";

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const started = Date.now();
getDatabase()
  .then(async (handle) => {
    console.log(`Migrations applied on ${handle.kind} in ${Date.now() - started} ms.`);
    await closeDatabase();
  })
  .catch((error: unknown) => {
    console.error(`Cannot migrate: ${describeDatabaseError(error)}`);
    process.exit(1);
  });
