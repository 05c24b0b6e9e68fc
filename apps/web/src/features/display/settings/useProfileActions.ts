import { useMutation } from '@apollo/client/react';
import { DEFAULT_LOCALE, isLocale } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  UpdateDisplayProfileDocument,
} from '../../../generated/graphql';
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
  const [create, created] = useMutation(CreateDisplayProfileDocument);
  const [update, updated] = useMutation(UpdateDisplayProfileDocument);
  const [remove, removed] = useMutation(DeleteDisplayProfileDocument);
  const actionFailed = () =>
    notify({ type: 'error', title: t('notifications.actionError.title'), text: t('notifications.actionError.text') });
  const refresh = () => refetch().catch(() => {}); // the list refreshes again with the next profile message

  return {
    busy: created.loading || updated.loading || removed.loading,
    async create(name: string): Outcome {
      const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
      try {
        const result = await create({ variables: { input: newProfileInput(name, locale, contextSystem) } });
        await refresh();
        const slug = result.data?.createDisplayProfile.slug;
        if (slug) select(slug);
        return null;
      } catch (error) {
        actionFailed();
        return error;
      }
    },
    async save(draft: ProfileDraft): Outcome {
      try {
        await update({ variables: { input: profileInputOf(draft) } });
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
        await remove({ variables: { ids: [id] } });
        notify({ title: t('notifications.deleted') });
        select(null);
        await refresh();
      } catch {
        notify({ type: 'error', title: t('notifications.deleteFailed') });
      }
    },
  };
}
