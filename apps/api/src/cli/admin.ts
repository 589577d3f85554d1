import { databaseOptionsOf, openDatabase } from '../db/client.js';
import { loadEnv } from '../env.js';
import { runCommand } from './run-command.js';
import { promoteUser } from '../services/users/promote-user.js';

const USAGE = 'Usage: npm run admin -- promote EMAIL';

/** Makes an existing account an admin: how the first admin is made outside demo mode. */
async function main(args: string[]) {
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase(databaseOptionsOf(env));
  try {
    const changed = await promoteUser(database.db, email);
    if (changed === 0) {
      console.error(`No change: ${email} has no account yet (sign up first), or is already an admin.`);
      return 1;
    }
    console.log(`${email} is an admin now.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
