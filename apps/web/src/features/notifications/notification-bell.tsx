import type { Notification } from '@ecotone/contracts';
import { languageToLocale } from '@ecotone/i18n';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePreferences } from '../preferences';
import { notificationText, relativeTime, type Translate } from './notification-text';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationStream,
  useNotifications,
} from './notifications-api';

/**
 * The top bar's bell: an unread badge, and a menu of the newest notifications. Choosing one
 * marks it read and opens its page; arrow keys move through the list (MUI Menu). New ones
 * arrive pushed by the notification stream, within a second of their creation.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  // Notification keys are built from the kind at run time, so the typed `t` cannot check them.
  const translate = t as unknown as Translate;
  const { units, language } = usePreferences();
  const locale = languageToLocale(language);
  const navigate = useNavigate();
  const notifications = useNotifications();
  useNotificationStream();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const unread = notifications.data?.unreadCount ?? 0;
  const list = notifications.data?.notifications ?? [];
  const close = () => setAnchor(null);

  const open = (notification: Notification) => {
    close();
    if (!notification.readAt) markRead.mutate(notification.id);
    if (notification.link) navigate(notification.link);
  };

  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={
          unread > 0
            ? t('notifications.openWithUnread', { count: unread })
            : t('notifications.open')
        }
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="notifications-button"
        data-unread={unread}
      >
        <Badge badgeContent={unread} color="secondary" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: '100vw', maxHeight: 480 } } }}
      >
        <Box
          sx={{
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="subtitle1" component="h2">
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => markAllRead.mutate()}
            disabled={unread === 0 || markAllRead.isPending}
            data-testid="notifications-mark-all"
          >
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <Divider />
        {notifications.isError && (
          <MenuItem disabled>
            <ListItemText primary={t('notifications.loadFailed')} />
          </MenuItem>
        )}
        {!notifications.isError && list.length === 0 && (
          <MenuItem disabled data-testid="notifications-empty">
            <ListItemText
              primary={t('notifications.empty')}
              slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        )}
        {list.map((notification) => (
          <MenuItem
            key={notification.id}
            onClick={() => open(notification)}
            data-testid="notification-item"
            sx={{ alignItems: 'flex-start', whiteSpace: 'normal', gap: 1 }}
          >
            <Box
              aria-label={notification.readAt ? undefined : t('notifications.unread')}
              role={notification.readAt ? undefined : 'img'}
              sx={{
                mt: 1,
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: notification.readAt ? 'transparent' : 'secondary.main',
              }}
            />
            <ListItemText
              primary={notificationText(notification, translate, locale, units)}
              secondary={relativeTime(notification.createdAt, new Date(), locale)}
              slotProps={{
                primary: { sx: { fontWeight: notification.readAt ? 400 : 600 } },
              }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
