// Entry of every compute thread (compute-pool.ts). Worker threads do not inherit a TypeScript
// loader when the process was started without one (vitest, plain node), so register tsx here,
// then hand each task to the TypeScript task table.
import { register } from 'tsx/esm/api';

register();
const { runComputeTask } = await import('./compute-tasks.ts');

export default function run(task) {
  return runComputeTask(task);
}
