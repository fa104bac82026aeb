import { processState } from './process-state';

type ShutdownTask = () => Promise<void>;

// One list for the process: the tasks are registered from Next's bundles, run by the server.
const tasks = processState('teamfolioShutdownTasks', () => new Set<ShutdownTask>());

/**
 * Runs `task` when the production server stops (SIGINT/SIGTERM), after it has stopped taking
 * requests and before the process exits: for work kept in this process's memory.
 */
export function onShutdown(task: ShutdownTask): void {
  tasks.add(task);
}

/** Runs every registered task, side by side; one that fails is reported, the others go on. */
export async function runShutdownTasks(): Promise<void> {
  const results = await Promise.allSettled([...tasks].map((task) => task()));
  for (const result of results) {
    if (result.status === 'rejected') console.error('Shutdown task failed:', result.reason);
  }
}
