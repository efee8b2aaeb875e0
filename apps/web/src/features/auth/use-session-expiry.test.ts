import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { queryKeys } from './query-keys';
import { watchSessionExpiry } from './use-session-expiry';

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onExpired = vi.fn();
  const stop = watchSessionExpiry(client.getQueryCache(), onExpired);
  const answer = (queryKey: readonly unknown[], error: unknown) =>
    client.fetchQuery({ queryKey, queryFn: () => Promise.reject(error) }).catch(() => undefined);
  return { onExpired, stop, answer };
}

describe('watchSessionExpiry', () => {
  it('reports a 401 from the signed-in heartbeat', async () => {
    const { onExpired, answer } = setUp();
    await answer(queryKeys.userSession('u1'), new ApiError(401, 'UNAUTHENTICATED', 'x'));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('ignores other failures of the heartbeat', async () => {
    const { onExpired, answer } = setUp();
    await answer(queryKeys.userSession('u1'), new ApiError(500, 'INTERNAL', 'x'));
    await answer(queryKeys.userSession('u1'), new ApiError(0, 'INTERNAL', 'offline'));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ignores a 401 of any other query', async () => {
    const { onExpired, answer } = setUp();
    await answer(queryKeys.authSession, new ApiError(401, 'UNAUTHENTICATED', 'x'));
    await answer(
      queryKeys.permissions('u1', ['create:site']),
      new ApiError(401, 'UNAUTHENTICATED', 'x'),
    );
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stops listening when unsubscribed', async () => {
    const { onExpired, stop, answer } = setUp();
    stop();
    await answer(queryKeys.userSession('u1'), new ApiError(401, 'UNAUTHENTICATED', 'x'));
    expect(onExpired).not.toHaveBeenCalled();
  });
});
