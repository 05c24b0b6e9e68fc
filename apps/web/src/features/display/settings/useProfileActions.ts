import { DEFAULT_LOCALE, isLocale } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransport } from '../../../app/connection/transport-context';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  UpdateDisplayProfileDocument,
} from '../../../generated/transport';
import { newProfileInput, type ProfileDraft, profileInputOf } from './profile-draft';

interface Options {
  refetch: () => Promise<unknown>;
  select: (slug: string | null) => void;
  contextSystem: number;
}

/** A failed action's error for the form to show per field, or null when it went through. */
type Outcome = Promise<unknown | null>;

/** Create, save and delete a profile with the notifications of spec part 2 §8. */
export function useProfileActions({ refetch, select, contextSystem }: Options) {
  const { t, i18n } = useTranslation('displaySettings');
  const notify = useNotify();
  const transport = useTransport();
  const [busy, setBusy] = useState(false);
  /** One action at a time, with the busy flag the save button shows. */
  const running = async <T>(action: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  };
  const actionFailed = () =>
    notify({
      type: 'error',
      title: t('notifications.actionError.title'),
      text: t('notifications.actionError.text'),
      // Spec part 2 §8: beside the settings drawer, not under it.
      offset: { right: 520, bottom: 0 },
    });
  const refresh = () => refetch().catch(() => {}); // the list refreshes again with the next profile message

  return {
    busy,
    async create(name: string): Outcome {
      const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
      try {
        const input = newProfileInput(name, locale, contextSystem);
        const result = await running(() => transport.request(CreateDisplayProfileDocument, { input }));
        await refresh();
        select(result.createDisplayProfile.slug);
        return null;
      } catch (error) {
        actionFailed();
        return error;
      }
    },
    async save(draft: ProfileDraft): Outcome {
      try {
        await running(() => transport.request(UpdateDisplayProfileDocument, { input: profileInputOf(draft) }));
        notify({ title: t('notifications.saved') });
        await refresh();
        return null;
      } catch (error) {
        actionFailed();
        return error;
      }
    },
    async remove(id: number): Promise<void> {
      try {
        await running(() => transport.request(DeleteDisplayProfileDocument, { ids: [id] }));
        notify({ title: t('notifications.deleted') });
        select(null);
        await refresh();
      } catch {
        notify({ type: 'error', title: t('notifications.deleteFailed') });
      }
    },
  };
}
