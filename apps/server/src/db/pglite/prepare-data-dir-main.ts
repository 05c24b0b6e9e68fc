// The child process of prepareDataDir: creates and migrates the database in DATA_DIR, then exits.
import { openDatabase } from '../client';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is not set');
const database = await openDatabase({ dataDir });
await database.close();
