import { availableParallelism } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ComputeInput, ComputeOutput, ComputeTaskName } from './compute-tasks.js';

/** How long and how much memory one task may take before its thread is stopped. */
export interface ComputeBudget {
  timeoutMs: number;
  /** V8 old-generation limit of each thread of the pool (worker `resourceLimits`). */
  memoryMb: number;
}

/** A task stopped for its budget: `time` (wall clock) or `memory` (its thread ran out). */
export class ComputeBudgetError extends Error {
  constructor(
    readonly budget: 'time' | 'memory',
    readonly limit: number,
  ) {
    super(budget === 'time' ? `took longer than ${limit} ms` : `needed more than ${limit} MB`);
    this.name = 'ComputeBudgetError';
  }
}

export interface ComputePool {
  /**
   * Runs a named task (compute-tasks.ts) on a pool thread. Rejects with ComputeBudgetError past
   * the budget (the thread is terminated and replaced), or with the signal's reason on abort.
   */
  run<Name extends ComputeTaskName>(
    name: Name,
    input: ComputeInput<Name>,
    options?: { signal?: AbortSignal; timeoutMs?: number; transferList?: Transferable[] },
  ): Promise<ComputeOutput<Name>>;
  readonly threads: number;
  close(): Promise<void>;
}

const isOutOfMemory = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Worker threads for heavy computation (analysis tools, shape imports, clean-up): the thread
 * that answers HTTP never runs them. Sized to the cores by default.
 */
export function createComputePool(
  budget: ComputeBudget,
  options: { threads?: number } = {},
): ComputePool {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const piscina = new Piscina({
    filename: new URL('./compute-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb },
    // geotiff's `web-worker` dependency takes any thread without workerData for one of its own
    // workers and fails on load; an empty object tells it this thread is not.
    workerData: {},
  });
  return {
    threads,
    async run(name, input, runOptions = {}) {
      const timeoutMs = runOptions.timeoutMs ?? budget.timeoutMs;
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = runOptions.signal ? AbortSignal.any([runOptions.signal, timeout]) : timeout;
      try {
        return await piscina.run(
          { name, input },
          { signal, ...(runOptions.transferList ? { transferList: runOptions.transferList } : {}) },
        );
      } catch (error) {
        if (runOptions.signal?.aborted) throw runOptions.signal.reason;
        if (timeout.aborted) throw new ComputeBudgetError('time', timeoutMs);
        if (isOutOfMemory(error)) throw new ComputeBudgetError('memory', budget.memoryMb);
        throw error;
      }
    },
    close: () => piscina.destroy(),
  };
}
