import fs from "node:fs";
import path from "node:path";
import { openDatabase, migrationsFolder } from "@/db/open";
import { describeDatabaseError } from "@/db/errors";
import { migrate } from "@/db/migrate";
import { env } from "@/lib/env";
import { backupFileName, dumpDatabase, restoreDatabase } from "./index";

/**
 * `npm run backup [FOLDER]` and `npm run restore FILE`, on whichever database the
 * configuration names (DATABASE_URL, else the embedded one in DATA_DIR).
 */
async function open() {
  const config = env();
  if (config.DATABASE_URL) return openDatabase({ kind: "postgres", url: config.DATABASE_URL, max: 1 });
  return openDatabase({ kind: "pglite", dataDir: path.resolve(config.DATA_DIR) });
}

async function backup(folder: string) {
  const started = Date.now();
  const handle = await open();
  try {
    const { text, header } = await dumpDatabase(handle);
    fs.mkdirSync(folder, { recursive: true });
    const file = path.join(folder, backupFileName(new Date(header.created)));
    // Written beside, then renamed: a crash never leaves half a backup under the final name.
    fs.writeFileSync(`${file}.partial`, text);
    fs.renameSync(`${file}.partial`, file);
    console.log(
      `Backed up ${header.rows} rows in ${header.tables} tables (${handle.kind}) to ${file} in ${Date.now() - started} ms.`,
    );
  } finally {
    await handle.close();
  }
}

async function restore(file: string) {
  const started = Date.now();
  const text = fs.readFileSync(file, "utf8");
  const handle = await open();
  try {
    const header = await restoreDatabase(handle, text, migrate, migrationsFolder());
    console.log(`Restored ${header.rows} rows from ${file} (made ${header.created}) in ${Date.now() - started} ms.`);
  } finally {
    await handle.close();
  }
}

const [command, arg] = process.argv.slice(2);
const work =
  command === "backup"
    ? backup(path.resolve(arg ?? env().BACKUP_DIR))
    : command === "restore" && arg
      ? restore(path.resolve(arg))
      : Promise.reject(new Error("usage: npm run backup [FOLDER] | npm run restore FILE"));
work.catch((error: unknown) => {
  console.error(describeDatabaseError(error));
  process.exit(1);
});
