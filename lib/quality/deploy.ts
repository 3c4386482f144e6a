/**
 * What must never reach a deployed site: a Firebase emulator host (readers' sign-ins and progress
 * would go to a developer's machine). Next inlines each `NEXT_PUBLIC_*` value into the JavaScript as a string literal next
 * to its name (next.config.ts sets every account variable, empty when unset), so the export itself
 * says what it carries. Run by `check-export.ts --deploy` on the artifact that is deployed.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Variables that must be empty in a deployed build. Each must be one next.config.ts inlines:
 * a variable Next does not inline never shows in the export, so checking it could never fail.
 */
export const DEPLOY_FORBIDDEN_VARIABLES = [
  'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
  'NEXT_PUBLIC_FIREBASE_FIRESTORE_EMULATOR_HOST',
] as const;

/** A forbidden setting found in the export. */
export interface DeployBlocker {
  file: string;
  variable: string;
  value: string;
}

function javascriptFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** The forbidden settings a JavaScript source carries (`NAME:"value"` with a non-empty value). */
export function forbiddenSettingsIn(source: string): { variable: string; value: string }[] {
  const found: { variable: string; value: string }[] = [];
  for (const variable of DEPLOY_FORBIDDEN_VARIABLES) {
    const pattern = new RegExp(`\\b${variable}\\s*:\\s*(["'\`])((?:(?!\\1).)+)\\1`, 'g');
    for (const match of source.matchAll(pattern)) found.push({ variable, value: match[2]! });
  }
  return found;
}

/** Every forbidden setting in an export's JavaScript. */
export function deployBlockers(outDir: string): DeployBlocker[] {
  return javascriptFiles(outDir).flatMap((file) =>
    forbiddenSettingsIn(fs.readFileSync(file, 'utf8')).map((found) => ({
      file: path.relative(outDir, file),
      ...found,
    })),
  );
}

/** The same check on the environment a deployment build runs in, before it starts. */
export function forbiddenEnvironment(env: Record<string, string | undefined>): string[] {
  return DEPLOY_FORBIDDEN_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
}
