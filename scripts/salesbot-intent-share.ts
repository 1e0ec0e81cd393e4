/**
 * Prints the share of the intent fixture's visitor messages the built-in sales assistant routes
 * right, and each message it misreads: `npx tsx scripts/salesbot-intent-share.ts`.
 */
import { intentShare } from "../server/modules/salesbot/engine/built-in/intent-share";

const result = intentShare();
console.log(
  `Routed right: ${result.right} of ${result.total} visitor messages (${(result.share * 100).toFixed(1)} %)`,
);
for (const miss of result.misread) {
  console.log(`  misread: ${JSON.stringify(miss.message)} is ${miss.expected}, read as ${miss.read}`);
}
