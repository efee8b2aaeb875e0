import { describe, expect, it } from 'vitest';
import { publishState } from './publish-state';

describe('the publish state', () => {
  it('is not published without a publish, published after one, and needs a re-publish after a later invalidation', () => {
    expect(publishState({ publishedAt: null, invalidatedAt: '2026-01-02T00:00:00Z' })).toEqual({
      kind: 'not-published',
    });
    expect(
      publishState({ publishedAt: '2026-01-02T00:00:00Z', invalidatedAt: '2026-01-01T00:00:00Z' }),
    ).toEqual({ kind: 'published', at: '2026-01-02T00:00:00Z' });
    expect(
      publishState({ publishedAt: '2026-01-02T00:00:00Z', invalidatedAt: '2026-01-03T00:00:00Z' }),
    ).toEqual({ kind: 'needs-republish' });
  });
});
