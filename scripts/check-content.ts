/** `npm run check:content`: fails with a list of problems, each naming its file. */
import { checkContent } from '../lib/content/check';

const problems = checkContent();
if (problems.length > 0) {
  console.error(`Content check failed with ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem.file}: ${problem.message}`);
  process.exit(1);
}
console.log(
  'Content check passed: frontmatter, empty pages, openings, people, placeholders, spelling, links, anchors, images, headings, where-to-find passages and quizzes.',
);
