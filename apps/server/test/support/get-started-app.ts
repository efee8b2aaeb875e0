import type { EcotoneApp } from '../../src/app.js';
import { createGetStartedService } from '../../src/services/get-started.service.js';
import { appWithServices, type TestContext, testAttemptCounters } from '../harness.js';

/** An app whose get-started service reads `now` for its rate limits: tests move the clock. */
export function appWithGetStartedClock(
  context: TestContext,
  now: () => number,
): Promise<EcotoneApp> {
  const { runtime } = context;
  return appWithServices(context, {
    getStarted: createGetStartedService({
      ...runtime.repositories,
      mailer: runtime.mailer,
      contactEmail: runtime.config.contactEmail,
      getStartedContacts: runtime.config.getStartedContacts,
      shapeCompute: runtime.shapeCompute,
      attemptCounters: testAttemptCounters(context),
      now,
    }),
  });
}
