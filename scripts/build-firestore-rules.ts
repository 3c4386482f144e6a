/**
 * Regenerates the quiz list inside firestore.rules from the content (see
 * scripts/lib/firestore-rules.ts). Runs before every build (`prebuild`) and with `npm run rules`.
 * `--check` changes nothing and exits 1 when the file is stale.
 */
import fs from 'node:fs';
import { generateFirestoreRules, RULES_FILE } from './lib/firestore-rules';

const expected = generateFirestoreRules();
const current = fs.readFileSync(RULES_FILE, 'utf8');
if (current === expected) {
  console.log(`${RULES_FILE}: quiz list up to date.`);
} else if (process.argv.includes('--check')) {
  console.error(`${RULES_FILE} is stale: its quiz list does not match the content. Run \`npm run rules\`.`);
  process.exit(1);
} else {
  fs.writeFileSync(RULES_FILE, expected);
  console.log(`${RULES_FILE}: quiz list regenerated from the content.`);
}
