/**
 * Child process: parses India Post's directory (parsing the whole file takes far more memory than its result) and
 * aggregates it, then sends back only the compact columns and exits. A worker thread would do the parsing as well,
 * but its memory stays in the server's RSS after it ends; a process's goes.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildGazetteer, type PostOfficeRecord } from './gazetteer-build';

const file = process.env.KS_GAZETTEER_DATA ?? '';
const records = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PostOfficeRecord[];
process.send?.(buildGazetteer(records), () => process.exit(0));
