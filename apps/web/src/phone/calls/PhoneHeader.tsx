import { ActionIcon, Alert, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneSessionFieldsFragment } from '../../generated/phone';
import { StrokeIcon } from '../../ui/StrokeIcon';
import type { useSignOut } from './useSignOut';

const SPEAKER = 'M11 5L6 9H3v6h3l5 4V5z';
const SOUND_ON = `${SPEAKER}M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13`;
const SOUND_OFF = `${SPEAKER}M16 9l6 6M22 9l-6 6`;
const SIGN_OUT = 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11';

/** Who is signed in on which phone: the nurse checks it is their own before the shift. */
export function PhoneIdentity({ session }: { session: PhoneSessionFieldsFragment | null }) {
  const { t } = useTranslation('phone');
  if (!session?.user) return null;
  const { user, client } = session;
  return (
    <Text size="sm">
      {[user.display_name || user.name, user.group_name, t('calls.phoneName', { phone: client.name })]
        .filter(Boolean)
        .join(' · ')}
    </Text>
  );
}

interface ActionsProps {
  muted: boolean;
  onMuted(muted: boolean): void;
  session: PhoneSessionFieldsFragment | null;
  signOut: ReturnType<typeof useSignOut>;
}

/** The mute toggle and signing out (unless the app settings forbid it). */
export function PhoneHeaderActions({ muted, onMuted, session, signOut }: ActionsProps) {
  const { t } = useTranslation('phone');
  const canSignOut = session !== null && !session.settings.logout_disabled;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        size="xl"
        variant={muted ? 'filled' : 'default'}
        color={muted ? 'red.9' : undefined}
        aria-pressed={muted}
        aria-label={t('calls.mute')}
        onClick={() => onMuted(!muted)}
      >
        <StrokeIcon d={muted ? SOUND_OFF : SOUND_ON} size={24} />
      </ActionIcon>
      {canSignOut && (
        <ActionIcon size="xl" variant="default" aria-label={t('calls.signOut')} onClick={() => void signOut.signOut()}>
          <StrokeIcon d={SIGN_OUT} size={24} />
        </ActionIcon>
      )}
      {signOut.errorKey && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={signOut.dismiss}
        >
          {t(signOut.errorKey)}
        </Alert>
      )}
    </Group>
  );
}
