import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequestContext } from '../../../app/connection/request-context';
import { useNotify } from '../../../app/notifications/notifications-context';
import { useSession } from '../../../app/session/session-context';
import { visibleNavItems } from '../../../app/shell/nav-items';
import { postLogout } from '../../auth/auth-api';

/**
 * A signed-in user's way back to the console and out (issue 14 item 7). Loaded only for a signed-in
 * user, so a kiosk never fetches the route table it reads. Plain links: the console is another page
 * (ADR 0014). The console link leads to the first header page the user may open — not /home, which
 * for a user without tree, analytics or log is this display again.
 */
export function ConsoleLinks() {
  const { t } = useTranslation('display');
  const session = useSession();
  const ctx = useRequestContext();
  const notify = useNotify();
  const consolePage = visibleNavItems(session.situation).find((item) => item.key !== 'visual');

  // Spec part 1 §4, logout: on the display, the display stays, now as a visitor's.
  const signOut = async () => {
    const ok = await postLogout(ctx).catch(() => false);
    if (!ok) {
      notify({
        id: 'logout',
        type: 'error',
        title: t('common:logoutFailed.title'),
        text: t('common:logoutFailed.text'),
      });
      return;
    }
    await session.signedOut();
  };

  return (
    <Group gap={4} wrap="nowrap">
      {consolePage && (
        <Button component="a" href={consolePage.to} variant="subtle" size="compact-sm">
          {t('header.toConsole')}
        </Button>
      )}
      <Button variant="subtle" size="compact-sm" onClick={() => void signOut()}>
        {t('common:actions.logout')}
      </Button>
    </Group>
  );
}
