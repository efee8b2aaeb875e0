import { USER_NAME_MAX, type UserExtendedInfo } from '@ecotone/contracts';
import GoogleIcon from '@mui/icons-material/Google';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import OpenInNewIcon from '@mui/icons-material/OpenInNewOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../api/error-text';
import { InlineEditableText } from '../../ui/inline-editable-text';
import { canEditName, checkNotionUrl } from './profile-rules';
import type { useUserProfile } from './use-user-profile';

const SSO_ICONS = { google: GoogleIcon, microsoft: MicrosoftIcon } as const;

interface ProfileDetailsProps {
  info: UserExtendedInfo;
  saveDetails: ReturnType<typeof useUserProfile>['saveDetails'];
}

/** Name (editable without single sign-on), email with its sign-in icons, and the notion link. */
export function ProfileDetails({ info, saveDetails }: ProfileDetailsProps) {
  const { t } = useTranslation();
  // Save, turning a refusal into the text the field shows.
  const save = async (body: Parameters<typeof saveDetails>[0]) => {
    try {
      await saveDetails(body);
    } catch (error) {
      throw new Error(apiErrorText(error, t));
    }
  };

  return (
    <Stack spacing={2}>
      {canEditName(info, true) ? (
        <InlineEditableText
          label={t('admin.profile.name')}
          value={info.name}
          maxLength={USER_NAME_MAX}
          problem={(draft) => (draft.trim() === '' ? t('admin.invitation.nameRequired') : null)}
          onSave={(name) => save({ name })}
          testId="profile-name"
        />
      ) : (
        <Stack spacing={0.25}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('admin.profile.name')}
          </Typography>
          <Typography data-testid="profile-name-read-only">{info.name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('admin.profile.nameFromSso')}
          </Typography>
        </Stack>
      )}
      <Stack spacing={0.25}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('admin.profile.email')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography data-testid="profile-email" sx={{ wordBreak: 'break-all' }}>
            {info.email}
          </Typography>
          {info.sso.map((provider) => {
            const Icon = SSO_ICONS[provider];
            return (
              <Tooltip key={provider} title={t(`admin.sso.${provider}`)}>
                <Icon
                  fontSize="small"
                  color="action"
                  role="img"
                  aria-label={t(`admin.sso.${provider}`)}
                  data-testid={`profile-sso-${provider}`}
                />
              </Tooltip>
            );
          })}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <InlineEditableText
          label={t('admin.profile.notion')}
          value={info.notionUrl ?? ''}
          type="url"
          maxLength={500}
          helperText={t('admin.profile.notionHelper')}
          problem={(draft) =>
            checkNotionUrl(draft).valid ? null : t('admin.profile.notionInvalid')
          }
          onSave={(text) => {
            const checked = checkNotionUrl(text);
            return save({ notionUrl: checked.valid ? checked.value : null });
          }}
          testId="profile-notion"
        />
        {info.notionUrl && (
          <IconButton
            component="a"
            href={info.notionUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('admin.profile.openNotion')}
            sx={{ mb: 2.5 }}
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Stack>
  );
}
