/** A portfolio's or project's publishing, as the Projects page shows it. */
export type PublishState =
  | { kind: 'not-published' }
  | { kind: 'published'; at: string }
  | { kind: 'needs-republish' };

/**
 * Published once `publishedAt` is set; an invalidation after the last publish (a change of its
 * sites or access) means it needs a re-publish.
 */
export function publishState(resource: {
  publishedAt: string | null;
  invalidatedAt: string | null;
}): PublishState {
  if (resource.publishedAt === null) return { kind: 'not-published' };
  if (
    resource.invalidatedAt !== null &&
    Date.parse(resource.invalidatedAt) > Date.parse(resource.publishedAt)
  )
    return { kind: 'needs-republish' };
  return { kind: 'published', at: resource.publishedAt };
}
