/**
 * Writes the sample org (lib/soql-run/sample-org.json) from scripts/lib/sample-org.ts:
 * `npm run sample-org`. `--check` changes nothing and exits 1 when the file is stale.
 */
import fs from 'node:fs';
import { generateSampleOrg, SAMPLE_ORG_FILE, serializeSampleOrg } from './lib/sample-org';

const expected = serializeSampleOrg(generateSampleOrg());
const current = fs.existsSync(SAMPLE_ORG_FILE) ? fs.readFileSync(SAMPLE_ORG_FILE, 'utf8') : null;
if (current === expected) {
  console.log(`${SAMPLE_ORG_FILE}: up to date.`);
} else if (process.argv.includes('--check')) {
  console.error(`${SAMPLE_ORG_FILE} is stale: it differs from the generator's output. Run \`npm run sample-org\`.`);
  process.exit(1);
} else {
  fs.writeFileSync(SAMPLE_ORG_FILE, expected);
  console.log(`${SAMPLE_ORG_FILE}: written (${expected.length} characters).`);
}
