/**
 * Notifications (docs/notifications.md): the bell menu of the top bar, the in-app texts built
 * from a notification's kind and params, and the team-chat message.
 */
export const notifications = {
  title: 'Notifications',
  open: 'Notifications',
  openWithUnread: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet. You will be told here when an assessment is ready.',
  loadFailed: 'Notifications could not be loaded.',
  unread: 'Unread',
  kinds: {
    assessmentReady: 'The assessment of {{siteName}} ({{shapefileName}}, {{area}}) is ready.',
    assessmentFailed:
      'The assessment of {{siteName}} ({{shapefileName}}, {{area}}) did not finish: {{state}}.',
  },
  teamChat: {
    assessmentReady: 'Assessment ready: {{siteName}}',
    assessmentFailed: 'Assessment did not finish: {{siteName}}',
    shapefile: 'Shapefile',
    area: 'Area',
    state: 'State',
    openResults: 'Open the results',
  },
} as const;
